import { Document } from '@langchain/core/documents';
import { RedisVectorStore } from '@langchain/redis';
import { createClient } from 'redis';
import { matchesQuery } from '../vector-math.ts';
import type { VectorRecord } from '../vector-store.ts';
import type { ExternalDriver, ExternalHit, ExternalSearch } from './external-collection.ts';
import { overfetch } from './scope-overfetch.ts';
import { VectorsOnlyEmbeddings } from './vectors-only-embeddings.ts';

export interface RedisSettings {
  /** redis://user:password@host:port */
  readonly url: string;
  readonly indexName: string;
}

const ID_KEY = 'loomflowId';

/**
 * Redis with the RediSearch module (Redis Stack) through @langchain/redis: an HNSW cosine index named
 * `indexName`, one hash per record under `doc:<indexName>:<id>`. MMR is not offered: searches do not return
 * the stored vectors.
 */
export function redisDriver(settings: RedisSettings): ExternalDriver {
  const client = createClient({
    url: settings.url,
    socket: { reconnectStrategy: false, connectTimeout: 5000 },
  });
  client.on('error', () => undefined);
  let connected: Promise<unknown> | undefined;
  const ready = async (): Promise<void> => {
    connected ??= client.connect().catch((error: unknown) => {
      connected = undefined;
      throw error;
    });
    await connected;
  };
  // The classic store (deprecated for new projects, still maintained) needs no schema declared per metadata key.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const store = new RedisVectorStore(new VectorsOnlyEmbeddings(), {
    redisClient: client,
    indexName: settings.indexName,
    keyPrefix: `doc:${settings.indexName}:`,
    // LangChain's default index: HNSW, cosine distance, float32.
  });
  const key = (id: string): string => `doc:${settings.indexName}:${id}`;
  return {
    label: `Redis at ${new URL(settings.url).host} (index ${settings.indexName})`,
    async upsert(records: readonly VectorRecord[]) {
      await ready();
      await store.addVectors(
        records.map((record) => Array.from(record.vector)),
        records.map(
          (record) =>
            new Document({
              pageContent: record.content,
              metadata: { ...record.metadata, [ID_KEY]: record.id },
            }),
        ),
        { keys: records.map((record) => key(record.id)) },
      );
    },
    async delete(ids: readonly string[]) {
      await ready();
      if (ids.length > 0) await client.del(ids.map(key));
    },
    // Redis search answers no metadata condition here: the filter and the chat scope are over-fetched and checked
    // in process.
    async search(request: ExternalSearch) {
      await ready();
      if (!(await store.checkIndexExists())) return [];
      const search = async (k: number): Promise<ExternalHit[]> => {
        const found = await store.similaritySearchVectorWithScore(Array.from(request.vector), k);
        return found.map(([document, distance]): ExternalHit => {
          const { [ID_KEY]: id, ...metadata } = document.metadata;
          return {
            id: typeof id === 'string' ? id : '',
            content: document.pageContent,
            metadata,
            score: 1 - distance,
          };
        });
      };
      if (!request.filter && !request.scope) return search(request.k);
      return overfetch(request, search, (hit) => matchesQuery(hit.metadata, request));
    },
    async count() {
      await ready();
      if (!(await store.checkIndexExists())) return 0;
      const info = await client.ft.info(settings.indexName);
      return Number(info.numDocs);
    },
    async drop() {
      await ready();
      if (await store.checkIndexExists()) await store.dropIndex(true);
    },
    async close() {
      if (connected) await client.quit().catch(() => undefined);
    },
  };
}
