import { Document } from '@langchain/core/documents';
import { PineconeStore } from '@langchain/pinecone';
import { Pinecone } from '@pinecone-database/pinecone';
import type { MetadataFilter, MetadataScope, VectorRecord } from '../vector-store.ts';
import type { ExternalDriver, ExternalHit, ExternalSearch } from './external-collection.ts';

export interface PineconeSettings {
  readonly apiKey: string;
  readonly indexName: string;
  readonly namespace: string | undefined;
  readonly textKey: string;
  /** The outbound fetch (every connection checked by the vector-store policy); the process's without it. */
  readonly fetch?: typeof fetch;
}

type PineconeValue = string | number | boolean;
type PineconeCondition = Record<string, { $eq: PineconeValue } | { $exists: false }>;

/** Equality on every filter key, and the chat scope natively: `$or` of the owner key equal or `$exists: false`. */
export function toPineconeFilter(
  filter: MetadataFilter | undefined,
  scope: MetadataScope | undefined,
): Record<string, unknown> | undefined {
  const equal: Record<string, { $eq: PineconeValue }> = Object.fromEntries(
    Object.entries(filter ?? {}).map(([key, value]) => [key, { $eq: value }]),
  );
  if (!scope) return Object.keys(equal).length === 0 ? undefined : equal;
  const owned: PineconeCondition[] = [
    { [scope.key]: { $eq: scope.value } },
    { [scope.key]: { $exists: false } },
  ];
  return Object.keys(equal).length === 0 ? { $or: owned } : { $and: [equal, { $or: owned }] };
}

/**
 * Pinecone through @langchain/pinecone (writes: metadata flattened as LangChain does, text under `textKey`) and
 * the Pinecone client for queries that must return ids and stored values. The index must use the cosine metric.
 */
export function pineconeDriver(settings: PineconeSettings): ExternalDriver {
  const index = new Pinecone({
    apiKey: settings.apiKey,
    ...(settings.fetch ? { fetchApi: settings.fetch } : {}),
  }).index(settings.indexName);
  const space = settings.namespace ? index.namespace(settings.namespace) : index;
  const store = new PineconeStore(
    {
      embedDocuments: () => Promise.reject(new Error('Vector store adapters receive vectors')),
      embedQuery: () => Promise.reject(new Error('Vector store adapters receive vectors')),
    },
    {
      pineconeIndex: index,
      textKey: settings.textKey,
      ...(settings.namespace ? { namespace: settings.namespace } : {}),
    },
  );
  return {
    label: `Pinecone index ${settings.indexName}${settings.namespace ? ` (namespace ${settings.namespace})` : ''}`,
    async upsert(records: readonly VectorRecord[]) {
      await store.addVectors(
        records.map((record) => Array.from(record.vector)),
        records.map(
          (record) => new Document({ pageContent: record.content, metadata: { ...record.metadata } }),
        ),
        { ids: records.map((record) => record.id) },
      );
    },
    async delete(ids: readonly string[]) {
      await store.delete({ ids: [...ids] });
    },
    async search({ vector, k, filter, scope, withVectors }: ExternalSearch) {
      const result = await space.query({
        vector: Array.from(vector),
        topK: k,
        filter: toPineconeFilter(filter, scope),
        includeMetadata: true,
        includeValues: withVectors,
      });
      return result.matches.map((match): ExternalHit => {
        const { [settings.textKey]: text, ...metadata } = match.metadata ?? {};
        return {
          id: match.id,
          content: typeof text === 'string' ? text : '',
          metadata,
          score: match.score ?? 0,
          ...(match.values && match.values.length > 0 ? { vector: Float32Array.from(match.values) } : {}),
        };
      });
    },
    async count() {
      const stats = await index.describeIndexStats();
      if (!settings.namespace) return stats.totalRecordCount ?? 0;
      return stats.namespaces?.[settings.namespace]?.recordCount ?? 0;
    },
    async drop() {
      await store.delete({ deleteAll: true });
    },
    close: () => Promise.resolve(),
  };
}
