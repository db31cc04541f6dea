import type { Dispatcher } from 'undici';
import { ChromaClient, type Collection, type Metadata, type Where } from 'chromadb';
import type { MetadataFilter, VectorRecord } from '../vector-store.ts';
import type { ExternalDriver, ExternalHit, ExternalSearch } from './external-collection.ts';
import { overfetchScoped } from './scope-overfetch.ts';

export interface ChromaSettings {
  readonly url: string;
  readonly collectionName: string;
  readonly apiKey: string | undefined;
  readonly tenant: string | undefined;
  readonly database: string | undefined;
  /** The outbound dispatcher (every connection checked by the vector-store policy); the default one without it. */
  readonly dispatcher?: Dispatcher;
}

/** Chroma keeps flat metadata only: top-level scalars stay filterable, the whole object rides along as JSON. */
const METADATA_JSON = '_loomflow_metadata';

function flatten(metadata: Readonly<Record<string, unknown>>): Metadata {
  const flat: Metadata = { [METADATA_JSON]: JSON.stringify(metadata) };
  for (const [key, value] of Object.entries(metadata))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      flat[key] = value;
  return flat;
}

function restore(metadata: Metadata | null | undefined): Record<string, unknown> {
  const json = metadata?.[METADATA_JSON];
  if (typeof json !== 'string') return { ...metadata };
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
}

function toWhere(filter: MetadataFilter | undefined): Where | undefined {
  const entries = Object.entries(filter ?? {});
  if (entries.length === 0) return undefined;
  const clauses: Where[] = entries.map(([key, value]) => ({ [key]: { $eq: value } }));
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

/**
 * Chroma through its JavaScript client (the LangChain community wrapper adds nothing for pre-computed vectors and
 * its package cannot be installed beside our zod 4): cosine space, documents and metadata stored with each id.
 */
/**
 * Fetch options carrying an undici dispatcher: the Chroma client spreads them into each request, and Node's
 * fetch honours `dispatcher` (the DOM's RequestInit type does not name it).
 */
function withDispatcher(dispatcher: Dispatcher): RequestInit {
  const init: RequestInit = { redirect: 'follow' };
  return Object.assign(init, { dispatcher });
}

export function chromaDriver(settings: ChromaSettings): ExternalDriver {
  const url = new URL(settings.url);
  const client = new ChromaClient({
    host: url.hostname,
    port: url.port === '' ? (url.protocol === 'https:' ? 443 : 8000) : Number(url.port),
    ssl: url.protocol === 'https:',
    ...(settings.tenant ? { tenant: settings.tenant } : {}),
    ...(settings.database ? { database: settings.database } : {}),
    ...(settings.apiKey ? { headers: { 'x-chroma-token': settings.apiKey } } : {}),
    ...(settings.dispatcher ? { fetchOptions: withDispatcher(settings.dispatcher) } : {}),
  });
  let collection: Promise<Collection> | undefined;
  const open = (): Promise<Collection> => {
    collection ??= client
      .getOrCreateCollection({
        name: settings.collectionName,
        metadata: { 'hnsw:space': 'cosine' },
        embeddingFunction: null,
      })
      .catch((error: unknown) => {
        collection = undefined;
        throw error;
      });
    return collection;
  };
  return {
    label: `Chroma at ${settings.url} (collection ${settings.collectionName})`,
    async upsert(records: readonly VectorRecord[]) {
      await (
        await open()
      ).upsert({
        ids: records.map((record) => record.id),
        embeddings: records.map((record) => Array.from(record.vector)),
        documents: records.map((record) => record.content),
        metadatas: records.map((record) => flatten(record.metadata)),
      });
    },
    async delete(ids: readonly string[]) {
      await (await open()).delete({ ids: [...ids] });
    },
    // Chroma's where clause has no "key absent" test: the chat scope is over-fetched and checked in process.
    search: (request: ExternalSearch) =>
      overfetchScoped(request, async (k) => {
        const result = await (
          await open()
        ).query({
          queryEmbeddings: [Array.from(request.vector)],
          nResults: k,
          where: toWhere(request.filter),
          include: request.withVectors
            ? ['documents', 'metadatas', 'distances', 'embeddings']
            : ['documents', 'metadatas', 'distances'],
        });
        const ids = result.ids[0] ?? [];
        return ids.map((id, index): ExternalHit => {
          const embedding = result.embeddings[0]?.[index];
          return {
            id,
            content: result.documents[0]?.[index] ?? '',
            metadata: restore(result.metadatas[0]?.[index]),
            score: 1 - (result.distances[0]?.[index] ?? 1),
            ...(embedding ? { vector: Float32Array.from(embedding) } : {}),
          };
        });
      }),
    async count() {
      return (await open()).count();
    },
    async drop() {
      collection = undefined;
      await client.deleteCollection({ name: settings.collectionName }).catch((error: unknown) => {
        if (!(error instanceof Error && /not (be )?found|does not exist/i.test(error.message))) throw error;
      });
    },
    close: () => Promise.resolve(),
  };
}
