import { Document } from '@langchain/core/documents';
import { PineconeStore } from '@langchain/pinecone';
import { Pinecone } from '@pinecone-database/pinecone';
import type { MetadataFilter, VectorRecord } from '../vector-store.ts';
import type { ExternalDriver, ExternalHit } from './external-collection.ts';

export interface PineconeSettings {
  readonly apiKey: string;
  readonly indexName: string;
  readonly namespace: string | undefined;
  readonly textKey: string;
}

function toFilter(
  filter: MetadataFilter | undefined,
): Record<string, { $eq: string | number | boolean }> | undefined {
  const entries = Object.entries(filter ?? {});
  return entries.length === 0
    ? undefined
    : Object.fromEntries(entries.map(([key, value]) => [key, { $eq: value }]));
}

/**
 * Pinecone through @langchain/pinecone (writes: metadata flattened as LangChain does, text under `textKey`) and
 * the Pinecone client for queries that must return ids and stored values. The index must use the cosine metric.
 */
export function pineconeDriver(settings: PineconeSettings): ExternalDriver {
  const index = new Pinecone({ apiKey: settings.apiKey }).index(settings.indexName);
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
    async search(vector: Float32Array, k: number, filter: MetadataFilter | undefined, withVectors: boolean) {
      const result = await space.query({
        vector: Array.from(vector),
        topK: k,
        filter: toFilter(filter),
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
