import {
  chunksPageSchema,
  documentStoreListSchema,
  documentStoreLoaderSchema,
  documentStoreSchema,
  previewLoaderResponseSchema,
  storedDocumentFilesSchema,
} from '@loomflow/core';
import type {
  ChunksPage,
  CreateDocumentStoreRequest,
  DocumentStore,
  DocumentStoreLoader,
  NodeDefinition,
  PreviewLoaderRequest,
  PreviewLoaderResponse,
  ProcessLoaderRequest,
  SaveLoaderRequest,
  StoredDocumentFile,
  UpdateChunkRequest,
  UpdateDocumentStoreRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { nodeDefinitionListSchema } from './nodes.api.ts';
import { ignoredBody } from './response-schema.ts';

const part = encodeURIComponent;
const storePath = (id: string) => `/document-store/store/${part(id)}`;

export interface ChunksPageRequest {
  readonly storeId: string;
  readonly loaderId: string;
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
  readonly search: string;
}

/** The document store component kinds and their routes (only the node types this server can run). */
export const COMPONENT_ROUTES = {
  'Document Loaders': 'loaders',
  'Text Splitters': 'splitters',
  Embeddings: 'embeddings',
  'Vector Stores': 'vectorstore',
} as const;

export type ComponentCategory = keyof typeof COMPONENT_ROUTES;

/** Document stores, their loaders and chunks (`/document-store/…`, Flowise 3.x routes). */
export const documentStoreApi = {
  list: (): Promise<DocumentStore[]> =>
    apiRequest('/document-store/store', { schema: documentStoreListSchema }),

  components: (category: ComponentCategory): Promise<NodeDefinition[]> =>
    apiRequest(`/document-store/components/${COMPONENT_ROUTES[category]}`, {
      schema: nodeDefinitionListSchema,
    }),

  get: (id: string): Promise<DocumentStore> => apiRequest(storePath(id), { schema: documentStoreSchema }),

  create: (request: CreateDocumentStoreRequest): Promise<DocumentStore> =>
    apiRequest('/document-store/store', { method: 'POST', body: request, schema: documentStoreSchema }),

  update: (id: string, request: UpdateDocumentStoreRequest): Promise<DocumentStore> =>
    apiRequest(storePath(id), { method: 'PUT', body: request, schema: documentStoreSchema }),

  /** Deletes the store with its vectors and files; `force` once the person saw the flows that use it. */
  remove: async (id: string, force: boolean): Promise<void> => {
    await apiRequest(`${storePath(id)}${force ? '?force=true' : ''}`, {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },

  /** Stores files through the server's storage; each answer's `ref` goes into the loader's file input. */
  uploadFiles: async (storeId: string, files: readonly File[]): Promise<StoredDocumentFile[]> => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const answer = await apiRequest(`/document-store/files/${part(storeId)}`, {
      method: 'POST',
      body: form,
      schema: storedDocumentFilesSchema,
    });
    return answer.files;
  },

  preview: (request: PreviewLoaderRequest): Promise<PreviewLoaderResponse> =>
    apiRequest('/document-store/loader/preview', {
      method: 'POST',
      body: request,
      schema: previewLoaderResponseSchema,
    }),

  saveLoader: (request: SaveLoaderRequest): Promise<DocumentStoreLoader> =>
    apiRequest('/document-store/loader/save', {
      method: 'POST',
      body: request,
      schema: documentStoreLoaderSchema,
    }),

  /** Saves the loader (`loaderId` is its id once saved), then loads and splits it into stored chunks. */
  processLoader: (loaderId: string, request: ProcessLoaderRequest): Promise<DocumentStoreLoader> =>
    apiRequest(`/document-store/loader/process/${part(loaderId)}`, {
      method: 'POST',
      body: request,
      schema: documentStoreLoaderSchema,
    }),

  removeLoader: async (storeId: string, loaderId: string): Promise<void> => {
    await apiRequest(`/document-store/loader/${part(storeId)}/${part(loaderId)}`, {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },

  chunks: ({ storeId, loaderId, page, pageSize, search }: ChunksPageRequest): Promise<ChunksPage> => {
    const query = new URLSearchParams({ pageSize: String(pageSize) });
    if (search.trim() !== '') query.set('search', search.trim());
    return apiRequest(
      `/document-store/chunks/${part(storeId)}/${part(loaderId)}/${String(page)}?${query.toString()}`,
      { schema: chunksPageSchema },
    );
  },

  updateChunk: (
    storeId: string,
    loaderId: string,
    chunkId: string,
    request: UpdateChunkRequest,
  ): Promise<ChunksPage> =>
    apiRequest(`/document-store/chunks/${part(storeId)}/${part(loaderId)}/${part(chunkId)}`, {
      method: 'PUT',
      body: request,
      schema: chunksPageSchema,
    }),

  removeChunk: (storeId: string, loaderId: string, chunkId: string): Promise<ChunksPage> =>
    apiRequest(`/document-store/chunks/${part(storeId)}/${part(loaderId)}/${part(chunkId)}`, {
      method: 'DELETE',
      schema: chunksPageSchema,
    }),
};
