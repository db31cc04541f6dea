import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axis, CHAT_KEY, chatScopedRecords, seededVectors } from './vector-store.contract-data.ts';
import type { VectorCollection, VectorRecord } from './vector-store.ts';

export { axis, seededVectors };

/** How the shared suite reaches one implementation. */
export interface VectorStoreHarness {
  /** Opens collection `name`, as a freshly started server process would (a new connection, files read anew). */
  open(name: string, dimensions: number): Promise<VectorCollection>;
  /** Called after each test with every collection name it used. */
  cleanup?(names: readonly string[]): Promise<void>;
}

function record(id: string, vector: Float32Array, metadata: Record<string, unknown> = {}): VectorRecord {
  return { id, vector, content: `content of ${id}`, metadata };
}

async function write(
  collection: VectorCollection,
  records: readonly VectorRecord[],
  deletes: string[] = [],
): Promise<void> {
  const batch = await collection.beginWrite();
  await batch.upsert(records);
  if (deletes.length > 0) await batch.delete(deletes);
  await batch.commit();
}

const DIM = 8;

/** The behaviour every vector store implementation must show (see vector-store.ts). */
export function runVectorStoreContract(name: string, harness: VectorStoreHarness): void {
  describe(`${name} vector store contract`, () => {
    let used: string[] = [];
    let opened: VectorCollection[] = [];
    let counter = 0;
    const fresh = async (dimensions = DIM): Promise<{ collection: VectorCollection; id: string }> => {
      counter += 1;
      const id = `contract_${process.pid}_${Date.now().toString(36)}_${counter}`;
      used.push(id);
      const collection = await harness.open(id, dimensions);
      opened.push(collection);
      return { collection, id };
    };
    const reopen = async (id: string, dimensions = DIM): Promise<VectorCollection> => {
      const collection = await harness.open(id, dimensions);
      opened.push(collection);
      return collection;
    };

    beforeEach(() => {
      used = [];
      opened = [];
    });
    afterEach(async () => {
      for (const collection of opened) await collection.close().catch(() => undefined);
      await harness.cleanup?.(used);
    });

    it('returns the nearest records first with their cosine similarity, content and metadata', async () => {
      const { collection } = await fresh();
      await write(collection, [
        record('a', axis(DIM, 0), { source: 'a.txt' }),
        record('b', axis(DIM, 1)),
        record('c', axis(DIM, 0, 1)),
      ]);
      const hits = await collection.query({ vector: axis(DIM, 0), topK: 2 });
      expect(hits.map((hit) => hit.id)).toEqual(['a', 'c']);
      expect(hits[0]?.score).toBeCloseTo(1, 5);
      expect(hits[1]?.score).toBeCloseTo(Math.SQRT1_2, 5);
      expect(hits[0]).toMatchObject({ content: 'content of a', metadata: { source: 'a.txt' } });
      expect(await collection.count()).toBe(3);
    });

    it('limits the answer to topK and ranks exactly among many records', async () => {
      const { collection } = await fresh();
      const vectors = seededVectors(300, DIM);
      await write(
        collection,
        vectors.map((vector, index) => record(`r${index}`, vector)),
      );
      const query = vectors[42] ?? new Float32Array(DIM);
      const hits = await collection.query({ vector: query, topK: 5 });
      expect(hits).toHaveLength(5);
      expect(hits[0]?.id).toBe('r42');
      const scores = hits.map((hit) => hit.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    });

    it('keeps only records whose metadata equals every filter key', async () => {
      const { collection } = await fresh();
      await write(collection, [
        record('pdf-1', axis(DIM, 0), { kind: 'pdf', page: 1, draft: false }),
        record('pdf-2', axis(DIM, 0, 0.5), { kind: 'pdf', page: 2, draft: true }),
        record('txt-1', axis(DIM, 0, 0.1), { kind: 'txt', page: 1, draft: false }),
      ]);
      const pdf = await collection.query({ vector: axis(DIM, 0), topK: 5, filter: { kind: 'pdf' } });
      expect(pdf.map((hit) => hit.id)).toEqual(['pdf-1', 'pdf-2']);
      const pageOne = await collection.query({
        vector: axis(DIM, 0),
        topK: 5,
        filter: { page: 1, draft: false },
      });
      expect(pageOne.map((hit) => hit.id).sort()).toEqual(['pdf-1', 'txt-1']);
      expect(await collection.query({ vector: axis(DIM, 0), topK: 5, filter: { kind: 'docx' } })).toEqual([]);
    });

    it('scopes a query to one chat: that chat’s records and records of no chat, never another chat’s', async () => {
      const { collection } = await fresh();
      await write(
        collection,
        chatScopedRecords(DIM).map(([id, vector, metadata]) => record(id, vector, metadata)),
      );
      const ids = async (chatId: string, topK = 10): Promise<string[]> =>
        (await collection.query({ vector: axis(DIM, 0), topK, scope: { key: CHAT_KEY, value: chatId } })).map(
          (hit) => hit.id,
        );
      expect(await ids('chat-A')).toEqual(['chat-a', 'shared', 'shared-pdf']);
      expect(await ids('chat-B')).toEqual(['shared', 'chat-b', 'shared-pdf']);
      expect(await ids('chat-C')).toEqual(['shared', 'shared-pdf']);
      expect(await ids('chat-B', 1)).toEqual(['shared']);
      const unscoped = await collection.query({ vector: axis(DIM, 0), topK: 10 });
      expect(unscoped.map((hit) => hit.id)).toEqual(['chat-a', 'shared', 'chat-b', 'shared-pdf']);
    });

    it('applies the chat scope together with the metadata filter and MMR', async () => {
      const { collection } = await fresh();
      await write(collection, [
        ...chatScopedRecords(DIM).map(([id, vector, metadata]) => record(id, vector, metadata)),
        record('chat-a-pdf', axis(DIM, 0, 0.5), { [CHAT_KEY]: 'chat-A', kind: 'pdf' }),
        record('chat-b-pdf', axis(DIM, 0, 0.05), { [CHAT_KEY]: 'chat-B', kind: 'pdf' }),
      ]);
      const scope = { key: CHAT_KEY, value: 'chat-A' };
      const pdfs = await collection.query({ vector: axis(DIM, 0), topK: 5, filter: { kind: 'pdf' }, scope });
      expect(pdfs.map((hit) => hit.id)).toEqual(['shared-pdf', 'chat-a-pdf']);
      const diverse = await collection.query({
        vector: axis(DIM, 0),
        topK: 2,
        scope,
        mmr: { fetchK: 5, lambda: 1 },
      });
      expect(diverse.map((hit) => hit.id)).toEqual(['chat-a', 'shared']);
    });

    it('finds a chat’s few records among many records of other chats', async () => {
      const { collection } = await fresh();
      const vectors = seededVectors(400, DIM, 11);
      await write(
        collection,
        vectors.map((vector, index) =>
          record(`other-${index}`, vector, { [CHAT_KEY]: `chat-${index % 40}-other` }),
        ),
      );
      const far = seededVectors(1, DIM, 99)[0] ?? axis(DIM, 2);
      await write(collection, [record('mine', far, { [CHAT_KEY]: 'chat-mine' })]);
      const hits = await collection.query({
        vector: vectors[0] ?? axis(DIM, 0),
        topK: 3,
        scope: { key: CHAT_KEY, value: 'chat-mine' },
      });
      expect(hits.map((hit) => hit.id)).toEqual(['mine']);
    });

    it('drops hits below the similarity threshold', async () => {
      const { collection } = await fresh();
      await write(collection, [
        record('same', axis(DIM, 0)),
        record('near', axis(DIM, 0, 1)),
        record('far', axis(DIM, 3)),
      ]);
      const hits = await collection.query({ vector: axis(DIM, 0), topK: 3, scoreThreshold: 0.6 });
      expect(hits.map((hit) => hit.id)).toEqual(['same', 'near']);
    });

    it('diversifies with MMR and matches plain ranking when lambda is 1', async () => {
      const { collection } = await fresh();
      await write(collection, [
        record('a', axis(DIM, 0)),
        record('a-copy', axis(DIM, 0, 0.01)),
        record('other', axis(DIM, 0, 0.9)),
      ]);
      const plain = await collection.query({ vector: axis(DIM, 0), topK: 2 });
      expect(plain.map((hit) => hit.id)).toEqual(['a', 'a-copy']);
      const diverse = await collection.query({
        vector: axis(DIM, 0),
        topK: 2,
        mmr: { fetchK: 3, lambda: 0.3 },
      });
      expect(diverse.map((hit) => hit.id)).toEqual(['a', 'other']);
      const relevance = await collection.query({
        vector: axis(DIM, 0),
        topK: 2,
        mmr: { fetchK: 3, lambda: 1 },
      });
      expect(relevance.map((hit) => hit.id)).toEqual(['a', 'a-copy']);
    });

    it('replaces a record upserted again under its id and deletes by id', async () => {
      const { collection } = await fresh();
      await write(collection, [record('x', axis(DIM, 0)), record('y', axis(DIM, 1))]);
      await write(collection, [{ ...record('x', axis(DIM, 2)), content: 'rewritten' }], ['y']);
      expect(await collection.count()).toBe(1);
      const hits = await collection.query({ vector: axis(DIM, 2), topK: 5 });
      expect(hits.map((hit) => [hit.id, hit.content])).toEqual([['x', 'rewritten']]);
      expect(hits[0]?.score).toBeCloseTo(1, 5);
    });

    it('refuses a vector of the wrong size without changing anything', async () => {
      const { collection } = await fresh();
      await write(collection, [record('kept', axis(DIM, 0))]);
      const batch = await collection.beginWrite();
      await expect(batch.upsert([record('bad', new Float32Array(DIM + 1).fill(1))])).rejects.toThrow(
        /dimensions/,
      );
      await batch.abort();
      expect(await collection.count()).toBe(1);
      await expect(collection.query({ vector: axis(DIM, 0), topK: 0 })).rejects.toThrow(/topK/);
    });

    it('shows nothing of a batch before commit, and everything after', async () => {
      const { collection } = await fresh();
      await write(collection, [record('old', axis(DIM, 0))]);
      const batch = await collection.beginWrite();
      await batch.upsert([record('new-1', axis(DIM, 1)), record('new-2', axis(DIM, 2))]);
      await batch.delete(['old']);
      expect(await collection.count()).toBe(1);
      expect((await collection.query({ vector: axis(DIM, 1), topK: 3 })).map((hit) => hit.id)).toEqual([
        'old',
      ]);
      await batch.commit();
      expect(await collection.count()).toBe(2);
      expect((await collection.query({ vector: axis(DIM, 1), topK: 1 }))[0]?.id).toBe('new-1');
    });

    it('keeps the previous content when a batch is aborted', async () => {
      const { collection } = await fresh();
      await write(collection, [record('old', axis(DIM, 0))]);
      const batch = await collection.beginWrite();
      await batch.upsert([record('new', axis(DIM, 1))]);
      await batch.delete(['old']);
      await batch.abort();
      expect(await collection.count()).toBe(1);
      expect((await collection.query({ vector: axis(DIM, 0), topK: 1 }))[0]?.id).toBe('old');
    });

    it('keeps the previous content after a crash before commit (a new process opens it)', async () => {
      const { collection, id } = await fresh();
      await write(collection, [record('old', axis(DIM, 0))]);
      const abandoned = await collection.beginWrite();
      await abandoned.upsert([record('lost', axis(DIM, 1))]);
      await abandoned.delete(['old']);
      const restarted = await reopen(id);
      expect(await restarted.count()).toBe(1);
      expect((await restarted.query({ vector: axis(DIM, 1), topK: 5 })).map((hit) => hit.id)).toEqual([
        'old',
      ]);
    });

    it('persists committed content across close and reopen', async () => {
      const { collection, id } = await fresh();
      await write(collection, [record('a', axis(DIM, 0), { n: 1 }), record('b', axis(DIM, 1))]);
      await write(collection, [], ['b']);
      await collection.close();
      const reopened = await reopen(id);
      expect(await reopened.count()).toBe(1);
      const hits = await reopened.query({ vector: axis(DIM, 0), topK: 5 });
      expect(hits.map((hit) => [hit.id, hit.content, hit.metadata])).toEqual([
        ['a', 'content of a', { n: 1 }],
      ]);
    });

    it('removes everything when dropped', async () => {
      const { collection, id } = await fresh();
      await write(collection, [record('a', axis(DIM, 0))]);
      await collection.drop();
      const reopened = await reopen(id);
      expect(await reopened.count()).toBe(0);
    });
  });
}
