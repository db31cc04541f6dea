import { describe, expect, it } from 'vitest';
import { matchesQuery } from '../vector-math.ts';
import { runVectorStoreContract } from '../vector-store.contract.ts';
import type { VectorRecord } from '../vector-store.ts';
import { ExternalCollection, type ExternalDriver, type ExternalSearch } from './external-collection.ts';
import { toPineconeFilter } from './pinecone-driver.ts';
import { toQdrantFilter } from './qdrant-driver.ts';
import { OVERFETCH_FACTOR, overfetchScoped } from './scope-overfetch.ts';

const scope = { key: 'flowise_chatId', value: 'chat-1' };

/**
 * A store that, like Chroma, filters by equality itself but cannot test "key absent": its driver scopes through
 * `overfetchScoped`, as the Chroma driver does. Collections live by name for the whole file (reopen sees them).
 */
const stores = new Map<string, Map<string, VectorRecord>>();

function equalityOnlyDriver(name: string): ExternalDriver {
  const records = (): Map<string, VectorRecord> => {
    let found = stores.get(name);
    if (!found) {
      found = new Map();
      stores.set(name, found);
    }
    return found;
  };
  const dot = (a: Float32Array, b: Float32Array): number =>
    a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);
  return {
    label: `Equality-only store ${name}`,
    upsert: (written) => {
      for (const record of written) records().set(record.id, record);
      return Promise.resolve();
    },
    delete: (ids) => {
      for (const id of ids) records().delete(id);
      return Promise.resolve();
    },
    search: (request: ExternalSearch) =>
      overfetchScoped(request, (k) => {
        return Promise.resolve(
          [...records().values()]
            .filter((record) => matchesQuery(record.metadata, { filter: request.filter }))
            .map((record) => ({ ...record, score: dot(record.vector, request.vector) }))
            .sort((a, b) => b.score - a.score)
            .slice(0, k),
        );
      }),
    count: () => Promise.resolve(records().size),
    drop: () => {
      stores.delete(name);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

runVectorStoreContract('A store scoping chats by over-fetching (as Chroma and Redis do)', {
  open: (name, dimensions) => Promise.resolve(new ExternalCollection(equalityOnlyDriver(name), dimensions)),
});

describe('chat scope filters of the external stores', () => {
  it('gives Qdrant the scope as should: the chat id matches, or the key is empty', () => {
    expect(toQdrantFilter({ kind: 'pdf' }, scope)).toEqual({
      must: [{ key: 'metadata.kind', match: { value: 'pdf' } }],
      should: [
        { key: 'metadata.flowise_chatId', match: { value: 'chat-1' } },
        { is_empty: { key: 'metadata.flowise_chatId' } },
      ],
    });
    expect(toQdrantFilter(undefined, undefined)).toBeUndefined();
    expect(toQdrantFilter({ page: 2 }, undefined)).toEqual({
      must: [{ key: 'metadata.page', match: { value: 2 } }],
    });
  });

  it('gives Pinecone the scope as $or of $eq and $exists: false, beside the equality filter', () => {
    expect(toPineconeFilter(undefined, scope)).toEqual({
      $or: [{ flowise_chatId: { $eq: 'chat-1' } }, { flowise_chatId: { $exists: false } }],
    });
    expect(toPineconeFilter({ kind: 'pdf' }, scope)).toEqual({
      $and: [
        { kind: { $eq: 'pdf' } },
        { $or: [{ flowise_chatId: { $eq: 'chat-1' } }, { flowise_chatId: { $exists: false } }] },
      ],
    });
    expect(toPineconeFilter({ kind: 'pdf' }, undefined)).toEqual({ kind: { $eq: 'pdf' } });
    expect(toPineconeFilter(undefined, undefined)).toBeUndefined();
  });

  it('over-fetches, and asks again for more when too few candidates belong to the chat', async () => {
    const hits = Array.from({ length: 100 }, (_, index) => ({
      id: `h${index}`,
      content: '',
      metadata: index === 90 ? {} : { flowise_chatId: 'other' },
      score: 1 - index / 100,
    }));
    const asked: number[] = [];
    const request: ExternalSearch = {
      vector: new Float32Array([1]),
      k: 2,
      filter: undefined,
      scope,
      withVectors: false,
    };
    const kept = await overfetchScoped(request, (k) => {
      asked.push(k);
      return Promise.resolve(hits.slice(0, k));
    });
    expect(kept.map((hit) => hit.id)).toEqual(['h90']);
    expect(asked).toEqual([2 * OVERFETCH_FACTOR, 2 * OVERFETCH_FACTOR * 4, 2 * OVERFETCH_FACTOR * 16]);
    const plain = await overfetchScoped({ ...request, scope: undefined }, (k) => {
      asked.push(k);
      return Promise.resolve(hits.slice(0, k));
    });
    expect(plain).toHaveLength(2);
    expect(asked.at(-1)).toBe(2);
  });
});
