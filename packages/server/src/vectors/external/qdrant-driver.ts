import type { MetadataFilter, MetadataScope, VectorRecord } from '../vector-store.ts';
import type { ExternalDriver, ExternalHit, ExternalSearch } from './external-collection.ts';
import { uuidFor } from './external-config.ts';
import { QdrantRestClient, type QdrantPoint, type QdrantScoredPoint } from './qdrant-rest-client.ts';

export interface QdrantSettings {
  readonly url: string;
  readonly apiKey: string | undefined;
  readonly collectionName: string;
  readonly dimensions: number;
  /** The outbound policy's checked fetch (every connection and redirect hop); the process's fetch without it. */
  readonly fetch?: typeof fetch;
}

const ID_KEY = 'loomflowId';

type QdrantCondition =
  { key: string; match: { value: string | number | boolean } } | { is_empty: { key: string } };

/**
 * Equality on every filter key (`must`), and the chat scope natively: `should` (at least one) of the owner key
 * matching the chat id or being empty (absent, null or []).
 */
export function toQdrantFilter(
  filter: MetadataFilter | undefined,
  scope: MetadataScope | undefined,
): { must?: QdrantCondition[]; should?: QdrantCondition[] } | undefined {
  const must = Object.entries(filter ?? {}).map(([key, value]) => ({
    key: `metadata.${key}`,
    match: { value },
  }));
  const should = scope
    ? [
        { key: `metadata.${scope.key}`, match: { value: scope.value } },
        { is_empty: { key: `metadata.${scope.key}` } },
      ]
    : [];
  if (must.length === 0 && should.length === 0) return undefined;
  return { ...(must.length > 0 ? { must } : {}), ...(should.length > 0 ? { should } : {}) };
}

/**
 * The payload as @langchain/qdrant lays it out (and so Flowise and earlier Loomflow versions): the text under
 * `content`, the metadata under `metadata`, the caller's id under `customPayload.loomflowId`.
 */
function pointOf(record: VectorRecord): QdrantPoint {
  return {
    id: uuidFor(record.id),
    vector: Array.from(record.vector),
    payload: {
      content: record.content,
      metadata: { ...record.metadata },
      customPayload: { [ID_KEY]: record.id },
    },
  };
}

/** The caller's id from `customPayload`; a point written without one (by Flowise) keeps Qdrant's id. */
function callerId(payload: Record<string, unknown>): string | undefined {
  const custom = payload.customPayload;
  if (typeof custom !== 'object' || custom === null || !(ID_KEY in custom)) return undefined;
  const id: unknown = custom[ID_KEY];
  return typeof id === 'string' ? id : undefined;
}

function hitOf(point: QdrantScoredPoint): ExternalHit {
  const { payload, vector } = point;
  const metadata = payload.metadata;
  return {
    id: callerId(payload) ?? String(point.id),
    content: typeof payload.content === 'string' ? payload.content : '',
    metadata: typeof metadata === 'object' && metadata !== null ? { ...metadata } : {},
    score: point.score,
    ...(Array.isArray(vector) && vector.every((value) => typeof value === 'number')
      ? { vector: Float32Array.from(vector) }
      : {}),
  };
}

/** Qdrant through its REST API (`QdrantRestClient`); the collection is created, cosine, on the first write. */
export function qdrantDriver(settings: QdrantSettings): ExternalDriver {
  const client = new QdrantRestClient({
    url: settings.url,
    apiKey: settings.apiKey,
    fetch: settings.fetch ?? fetch,
  });
  const name = settings.collectionName;
  const ensureCollection = async (): Promise<void> => {
    if (await client.exists(name)) return;
    try {
      await client.create(name, settings.dimensions);
    } catch (error) {
      // Another writer may have created it in between.
      if (!(await client.exists(name))) throw error;
    }
  };
  return {
    label: `Qdrant at ${settings.url} (collection ${name})`,
    async upsert(records: readonly VectorRecord[]) {
      if (records.length === 0) return;
      await ensureCollection();
      await client.upsert(name, records.map(pointOf));
    },
    async delete(ids: readonly string[]) {
      if (await client.exists(name)) await client.deletePoints(name, ids.map(uuidFor));
    },
    async search({ vector, k, filter, scope, withVectors }: ExternalSearch) {
      if (!(await client.exists(name))) return [];
      const points = await client.search(name, {
        vector: Array.from(vector),
        limit: k,
        filter: toQdrantFilter(filter, scope),
        withVector: withVectors,
      });
      return points.map(hitOf);
    },
    async count() {
      return (await client.exists(name)) ? client.count(name) : 0;
    },
    async drop() {
      if (await client.exists(name)) await client.deleteCollection(name);
    },
    close: () => Promise.resolve(),
  };
}
