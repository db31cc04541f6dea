import { Document } from '@langchain/core/documents';
import { RedisVectorStore } from '@langchain/redis';
import { redisClientOptions } from '@loomflow/nodes/runtime';
import { createClient } from 'redis';
import { checkedTcpTarget } from '../../net/guarded-connect.ts';
import type { OutboundAddressPolicy } from '../../net/outbound-address-policy.ts';
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

type RedisClient = ReturnType<typeof createClient>;

interface Connection {
  readonly client: RedisClient;
  // The classic store (deprecated for new projects, still maintained) needs no schema declared per metadata key.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  readonly store: RedisVectorStore;
}

/**
 * Redis with the RediSearch module (Redis Stack) through @langchain/redis: an HNSW cosine index named
 * `indexName`, one hash per record under `doc:<indexName>:<id>`. MMR is not offered: searches do not return
 * the stored vectors. With `policy` (the 'vector-store' outbound policy), the URL's host is checked at the first
 * request and the client connects to the checked address.
 */
export function redisDriver(settings: RedisSettings, policy?: OutboundAddressPolicy): ExternalDriver {
  let opened: Promise<Connection> | undefined;
  let client: RedisClient | undefined;
  const open = async (): Promise<Connection> => {
    const host = new URL(settings.url).hostname;
    const pinned = policy
      ? await checkedTcpTarget(policy, host, "Redis: the Redis credential's host")
      : undefined;
    const created = createClient(redisClientOptions(settings.url, pinned));
    created.on('error', () => undefined);
    client = created;
    await created.connect();
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const store = new RedisVectorStore(new VectorsOnlyEmbeddings(), {
      redisClient: created,
      indexName: settings.indexName,
      keyPrefix: `doc:${settings.indexName}:`,
      // LangChain's default index: HNSW, cosine distance, float32.
    });
    return { client: created, store };
  };
  const ready = (): Promise<Connection> => {
    opened ??= open().catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
  const key = (id: string): string => `doc:${settings.indexName}:${id}`;
  return {
    label: `Redis at ${new URL(settings.url).host} (index ${settings.indexName})`,
    async upsert(records: readonly VectorRecord[]) {
      const { store } = await ready();
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
      const { client } = await ready();
      if (ids.length > 0) await client.del(ids.map(key));
    },
    // Redis search answers no metadata condition here: the filter and the chat scope are over-fetched and checked
    // in process.
    async search(request: ExternalSearch) {
      const { store } = await ready();
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
      const { client, store } = await ready();
      if (!(await store.checkIndexExists())) return 0;
      const info = await client.ft.info(settings.indexName);
      return Number(info.numDocs);
    },
    async drop() {
      const { store } = await ready();
      if (await store.checkIndexExists()) await store.dropIndex(true);
    },
    async close() {
      if (client?.isOpen) await client.quit().catch(() => undefined);
    },
  };
}
