import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * Document stores (`/api/v1/document-store/…`, Flowise 3.x routes and shapes): stores, their loaders and chunks,
 * the vector store configuration, upsert jobs and retrieval. Dates are ISO strings. Flowise keeps loaders, whereUsed
 * and the configs as JSON text; this API answers parsed objects (the export/import issue maps to the text form).
 */

export const DOCUMENT_STORE_STATUSES = [
  'EMPTY',
  'SYNC',
  'SYNCING',
  'STALE',
  'NEW',
  'UPSERTING',
  'UPSERTED',
] as const;
export type DocumentStoreStatus = (typeof DOCUMENT_STORE_STATUSES)[number];
export const documentStoreStatusSchema = z.enum(DOCUMENT_STORE_STATUSES);

export const LOADER_STATUSES = ['EMPTY', 'SYNC', 'SYNCING', 'STALE', 'UPSERTED'] as const;
export type LoaderStatus = (typeof LOADER_STATUSES)[number];
export const loaderStatusSchema = z.enum(LOADER_STATUSES);

/** Node input values of a loader, splitter, embeddings or vector store node. */
export const nodeConfigSchema = z.record(z.string(), z.unknown());
export type NodeConfig = z.infer<typeof nodeConfigSchema>;

/** A flow that references the store (Retriever nodes, Agent knowledge, document store nodes). */
export const documentStoreUsageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** CHATFLOW, AGENTFLOW, MULTIAGENT or ASSISTANT. */
  type: z.string(),
});
export type DocumentStoreUsage = z.infer<typeof documentStoreUsageSchema>;

export const loaderFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `text`, `application`, `image`… the part of the MIME type before the slash. */
  mimePrefix: z.string(),
  size: z.number().int().nonnegative(),
  status: z.string(),
  /** When it was uploaded (ISO date). */
  uploaded: z.string(),
});
export type LoaderFile = z.infer<typeof loaderFileSchema>;

export const documentStoreLoaderSchema = z.object({
  id: z.string(),
  /** The loader node's name, e.g. `pdfFile`. */
  loaderId: z.string(),
  /** The loader node's label. */
  loaderName: z.string(),
  loaderConfig: nodeConfigSchema,
  splitterId: z.string().optional(),
  splitterName: z.string().optional(),
  splitterConfig: nodeConfigSchema.optional(),
  totalChunks: z.number().int().nonnegative(),
  totalChars: z.number().int().nonnegative(),
  status: loaderStatusSchema,
  files: z.array(loaderFileSchema),
  /** What it reads, for people: file names, a URL, `Plain text`… */
  source: z.string(),
  credential: z.string().optional(),
});
export type DocumentStoreLoader = z.infer<typeof documentStoreLoaderSchema>;

/** `{name, config}`: a component node name (e.g. `openAIEmbeddings`) with its input values. */
export const componentConfigSchema = z.object({ name: z.string(), config: nodeConfigSchema });
export type ComponentConfig = z.infer<typeof componentConfigSchema>;

export const documentStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: documentStoreStatusSchema,
  loaders: z.array(documentStoreLoaderSchema),
  whereUsed: z.array(documentStoreUsageSchema),
  vectorStoreConfig: componentConfigSchema.nullable(),
  embeddingConfig: componentConfigSchema.nullable(),
  totalChunks: z.number().int().nonnegative(),
  totalChars: z.number().int().nonnegative(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type DocumentStore = z.infer<typeof documentStoreSchema>;
export const documentStoreListSchema = z.array(documentStoreSchema);

export const documentStoreNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(255, 'Name is too long');
const descriptionSchema = z.string().max(5000, 'Description must be at most 5,000 characters');

/** `POST /document-store/store`. */
export const createDocumentStoreRequestSchema = z.object({
  name: documentStoreNameSchema,
  description: descriptionSchema.optional(),
});
export type CreateDocumentStoreRequest = z.input<typeof createDocumentStoreRequestSchema>;

/** `PUT /document-store/store/{id}`. */
export const updateDocumentStoreRequestSchema = z
  .object({ name: documentStoreNameSchema.optional(), description: descriptionSchema.optional() })
  .refine((value) => value.name !== undefined || value.description !== undefined, {
    message: 'Nothing to update: send name or description',
  });
export type UpdateDocumentStoreRequest = z.input<typeof updateDocumentStoreRequestSchema>;

/** `DELETE /document-store/store/{id}?force=true` deletes a store flows still use. */
export const deleteDocumentStoreQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });

/** The 409 answer when flows use the store being deleted. */
export const documentStoreInUseSchema = z.object({
  message: z.string(),
  whereUsed: z.array(documentStoreUsageSchema),
});
export type DocumentStoreInUse = z.infer<typeof documentStoreInUseSchema>;

/** `POST /document-store/files/{storeId}` (multipart `files`). */
export const storedDocumentFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  /** The value for the loader's file input: `FILE-STORAGE::["name.txt"]`. */
  ref: z.string(),
});
export type StoredDocumentFile = z.infer<typeof storedDocumentFileSchema>;
export const storedDocumentFilesSchema = z.object({ files: z.array(storedDocumentFileSchema) });
export type StoredDocumentFiles = z.infer<typeof storedDocumentFilesSchema>;

/** The prefix Flowise gives stored file references in a loader's file input. */
export const FILE_STORAGE_PREFIX = 'FILE-STORAGE::';

/** `FILE-STORAGE::["a.txt","b.pdf"]` for the given names. */
export function fileStorageRef(names: readonly string[]): string {
  return `${FILE_STORAGE_PREFIX}${JSON.stringify(names)}`;
}

/** The names a `FILE-STORAGE::["a.txt"]` (or `FILE-STORAGE::a.txt`) value lists; throws when the list is not JSON. */
export function fileStorageNames(value: string): string[] {
  const rest = value.slice(FILE_STORAGE_PREFIX.length).trim();
  if (!rest.startsWith('[')) return rest === '' ? [] : [rest];
  let parsed: unknown;
  try {
    parsed = JSON.parse(rest);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string'))
    throw new Error(`The file reference ${value.slice(0, 80)} is not a JSON list of names`);
  return parsed;
}

const componentNameSchema = z.string().trim().min(1).max(200);

/** What `loader/save`, `loader/process` and `loader/preview` share. */
const loaderBodySchema = z.object({
  storeId: idSchema,
  /** The loader node's name, e.g. `textFile`. */
  loaderId: componentNameSchema,
  loaderName: z.string().max(300).optional(),
  loaderConfig: nodeConfigSchema.default({}),
  splitterId: componentNameSchema.optional(),
  splitterName: z.string().max(300).optional(),
  splitterConfig: nodeConfigSchema.optional(),
  credential: idSchema.optional(),
});

/** `POST /document-store/loader/save`: `id` names an existing loader of the store (absent: a new one). */
export const saveLoaderRequestSchema = loaderBodySchema.extend({ id: idSchema.optional() });
export type SaveLoaderRequest = z.input<typeof saveLoaderRequestSchema>;

/** `POST /document-store/loader/process/{loaderId}`: saves, then loads and splits into stored chunks. */
export const processLoaderRequestSchema = saveLoaderRequestSchema;
export type ProcessLoaderRequest = z.input<typeof processLoaderRequestSchema>;

/** `POST /document-store/loader/preview`: loads and splits without storing. */
export const previewLoaderRequestSchema = loaderBodySchema.extend({
  id: idSchema.optional(),
  previewChunkCount: z.coerce.number().int().min(1).max(1000).default(20),
});
export type PreviewLoaderRequest = z.input<typeof previewLoaderRequestSchema>;

export const previewChunkSchema = z.object({
  pageContent: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type PreviewChunk = z.infer<typeof previewChunkSchema>;

export const previewLoaderResponseSchema = z.object({
  chunks: z.array(previewChunkSchema),
  totalChunks: z.number().int().nonnegative(),
  previewChunkCount: z.number().int().nonnegative(),
});
export type PreviewLoaderResponse = z.infer<typeof previewLoaderResponseSchema>;

export const documentChunkSchema = z.object({
  id: z.string(),
  /** The loader id. */
  docId: z.string(),
  storeId: z.string(),
  chunkNo: z.number().int().nonnegative(),
  pageContent: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type DocumentChunk = z.infer<typeof documentChunkSchema>;

/** `GET /document-store/chunks/{storeId}/{loaderId}/{pageNo}` query. */
export const chunksQuerySchema = z.object({
  search: z.string().max(500).optional(),
  pageSize: z.coerce.number().int().min(1).max(500, 'pageSize is at most 500').default(50),
});
export type ChunksQuery = z.input<typeof chunksQuerySchema>;

export const chunksPageSchema = z.object({
  chunks: z.array(documentChunkSchema),
  /** Chunks matching the search (all of the loader's without one). */
  count: z.number().int().nonnegative(),
  /** Characters of the loader's chunks. */
  characters: z.number().int().nonnegative(),
  file: documentStoreLoaderSchema,
  currentPage: z.number().int().min(1),
  storeName: z.string(),
  description: z.string(),
});
export type ChunksPage = z.infer<typeof chunksPageSchema>;

/** `PUT /document-store/chunks/{storeId}/{loaderId}/{chunkId}`. */
export const updateChunkRequestSchema = z.object({
  pageContent: z.string().min(1, 'A chunk needs some text').max(1_000_000),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type UpdateChunkRequest = z.input<typeof updateChunkRequestSchema>;

/** `POST /document-store/vectorstore/save`. */
export const saveVectorConfigRequestSchema = z.object({
  storeId: idSchema,
  embeddingName: componentNameSchema,
  embeddingConfig: nodeConfigSchema.default({}),
  vectorStoreName: componentNameSchema,
  vectorStoreConfig: nodeConfigSchema.default({}),
});
export type SaveVectorConfigRequest = z.input<typeof saveVectorConfigRequestSchema>;

/** `POST /document-store/vectorstore/insert`: starts an upsert job (202); configs given are saved first. */
export const insertVectorsRequestSchema = z.object({
  storeId: idSchema,
  /** Only this loader's chunks (the others keep their vectors). */
  docId: idSchema.optional(),
  embeddingName: componentNameSchema.optional(),
  embeddingConfig: nodeConfigSchema.optional(),
  vectorStoreName: componentNameSchema.optional(),
  vectorStoreConfig: nodeConfigSchema.optional(),
});
export type InsertVectorsRequest = z.input<typeof insertVectorsRequestSchema>;

export const METADATA_FILTER_VALUE = z.union([z.string(), z.number(), z.boolean()]);

/** `POST /document-store/vectorstore/query`. */
export const vectorQueryRequestSchema = z.object({
  storeId: idSchema,
  query: z.string().trim().min(1, 'Enter a query').max(10_000),
  topK: z.coerce.number().int().min(1).max(100).default(4),
  searchType: z.enum(['similarity', 'mmr']).default('similarity'),
  fetchK: z.coerce.number().int().min(1).max(1000).optional(),
  /** MMR diversity: 1 = relevance only, 0 = diversity only. */
  lambda: z.coerce.number().min(0).max(1).optional(),
  scoreThreshold: z.coerce.number().min(-1).max(1).optional(),
  filter: z.record(z.string(), METADATA_FILTER_VALUE).optional(),
});
export type VectorQueryRequest = z.input<typeof vectorQueryRequestSchema>;

export const vectorQueryDocSchema = z.object({
  id: z.string(),
  pageContent: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  score: z.number(),
});
export type VectorQueryDoc = z.infer<typeof vectorQueryDocSchema>;

export const vectorQueryResponseSchema = z.object({
  docs: z.array(vectorQueryDocSchema),
  /** Milliseconds. */
  timeTaken: z.number().nonnegative(),
});
export type VectorQueryResponse = z.infer<typeof vectorQueryResponseSchema>;

export const UPSERT_JOB_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const;
export type UpsertJobStatus = (typeof UPSERT_JOB_STATUSES)[number];

export const upsertJobSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  loaderId: z.string().nullable(),
  status: z.enum(UPSERT_JOB_STATUSES),
  /** Chunks of the job (embedded + skipped when it ends well). */
  total: z.number().int().nonnegative(),
  embedded: z.number().int().nonnegative(),
  /** Unchanged chunks, not embedded again. */
  skipped: z.number().int().nonnegative(),
  /** Vectors of removed chunks deleted. */
  deleted: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  error: z.string().nullable(),
  startedDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type UpsertJob = z.infer<typeof upsertJobSchema>;

/** `GET /document-store/upsert-jobs/{storeId}`: newest first. */
export const upsertJobsSchema = z.object({
  active: upsertJobSchema.nullable(),
  history: z.array(upsertJobSchema),
});
export type UpsertJobs = z.infer<typeof upsertJobsSchema>;

/** `POST /document-store/upsert/{id}` (JSON, or multipart with these fields as text plus `files`). */
export const apiUpsertRequestSchema = z.object({
  /** The loader to re-run (absent with one loader: that one; absent with a `loader`: a new loader). */
  docId: idSchema.optional(),
  loader: z.object({ name: componentNameSchema, config: nodeConfigSchema.default({}) }).optional(),
  splitter: z.object({ name: componentNameSchema, config: nodeConfigSchema.default({}) }).optional(),
  vectorStore: z.object({ name: componentNameSchema, config: nodeConfigSchema.default({}) }).optional(),
  embedding: z.object({ name: componentNameSchema, config: nodeConfigSchema.default({}) }).optional(),
  /** Extra metadata merged into every chunk of the loader. */
  metadata: z.record(z.string(), z.unknown()).optional(),
  /** true: the loader's previous chunks are replaced (otherwise new chunks are added to them). */
  replaceExisting: z.boolean().default(false),
});
export type ApiUpsertRequest = z.input<typeof apiUpsertRequestSchema>;

export const apiUpsertResponseSchema = z.object({
  numAdded: z.number().int().nonnegative(),
  numDeleted: z.number().int().nonnegative(),
  numUpdated: z.number().int().nonnegative(),
  numSkipped: z.number().int().nonnegative(),
  addedDocs: z.array(previewChunkSchema),
});
export type ApiUpsertResponse = z.infer<typeof apiUpsertResponseSchema>;

export const DOCUMENT_STORE_MESSAGES = {
  notFound: 'Document store not found',
  loaderNotFound: 'Document loader not found in this store',
  chunkNotFound: 'Chunk not found',
  jobNotFound: 'Upsert job not found',
  noVectorConfig: 'Configure the embeddings and the vector store of this store first',
  noChunks: 'Nothing to upsert: process a loader first',
  upsertRunning: 'An upsert of this store is already running',
} as const;
