import { Document } from '@langchain/core/documents';
import { QdrantVectorStore } from '@langchain/qdrant';
import { QdrantClient } from '@qdrant/js-client-rest';
import type { MetadataFilter, MetadataScope, VectorRecord } from '../vector-store.ts';
import type { ExternalDriver, ExternalHit, ExternalSearch } from './external-collection.ts';
import { uuidFor } from './external-config.ts';
import { VectorsOnlyEmbeddings } from './vectors-only-embeddings.ts';

export interface QdrantSettings {
  readonly url: string;
  readonly apiKey: string | undefined;
  readonly collectionName: string;
  readonly dimensions: number;
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

/** @langchain/qdrant keeps custom payload under `customPayload`. */
function callerId(payload: Record<string, unknown>): string | undefined {
  const custom = payload.customPayload;
  if (typeof custom !== 'object' || custom === null || !(ID_KEY in custom)) return undefined;
  const id: unknown = custom[ID_KEY];
  return typeof id === 'string' ? id : undefined;
}

function payloadRecord(payload: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return payload ?? {};
}

/** Qdrant through @langchain/qdrant (writes, collection creation) and its REST client (search with ids and vectors, count). */
export function qdrantDriver(settings: QdrantSettings): ExternalDriver {
  const client = new QdrantClient({ url: settings.url, apiKey: settings.apiKey, checkCompatibility: false });
  const store = new QdrantVectorStore(new VectorsOnlyEmbeddings(), {
    client,
    collectionName: settings.collectionName,
    collectionConfig: { vectors: { size: settings.dimensions, distance: 'Cosine' } },
  });
  const name = settings.collectionName;
  return {
    label: `Qdrant at ${settings.url} (collection ${name})`,
    async upsert(records: readonly VectorRecord[]) {
      await store.addVectors(
        records.map((record) => Array.from(record.vector)),
        records.map(
          (record) => new Document({ pageContent: record.content, metadata: { ...record.metadata } }),
        ),
        {
          ids: records.map((record) => uuidFor(record.id)),
          customPayload: records.map((record) => ({ [ID_KEY]: record.id })),
        },
      );
    },
    async delete(ids: readonly string[]) {
      const exists = await client.collectionExists(name);
      if (exists.exists) await store.delete({ ids: ids.map(uuidFor) });
    },
    async search({ vector, k, filter, scope, withVectors }: ExternalSearch) {
      const exists = await client.collectionExists(name);
      if (!exists.exists) return [];
      const points = await client.search(name, {
        vector: Array.from(vector),
        limit: k,
        filter: toQdrantFilter(filter, scope),
        with_payload: true,
        with_vector: withVectors,
      });
      return points.map((point): ExternalHit => {
        const payload = payloadRecord(point.payload);
        const metadata = payload.metadata;
        const stored = point.vector;
        return {
          id: callerId(payload) ?? String(point.id),
          content: typeof payload.content === 'string' ? payload.content : '',
          metadata: typeof metadata === 'object' && metadata !== null ? { ...metadata } : {},
          score: point.score,
          ...(Array.isArray(stored) && stored.every((value) => typeof value === 'number')
            ? { vector: Float32Array.from(stored) }
            : {}),
        };
      });
    },
    async count() {
      const exists = await client.collectionExists(name);
      return exists.exists ? (await client.count(name, { exact: true })).count : 0;
    },
    async drop() {
      const exists = await client.collectionExists(name);
      if (exists.exists) await client.deleteCollection(name);
    },
    close: () => Promise.resolve(),
  };
}
