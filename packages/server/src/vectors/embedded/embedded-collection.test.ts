import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runVectorStoreContract, seededVectors } from '../vector-store.contract.ts';
import { dot, unitVector } from '../vector-math.ts';
import { EmbeddedCollection } from './embedded-collection.ts';

const root = mkdtempSync(path.join(tmpdir(), 'loomflow-vectors-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

runVectorStoreContract('embedded', {
  open: (name, dimensions) => EmbeddedCollection.open(path.join(root, name), dimensions),
});

async function fill(
  collection: EmbeddedCollection,
  vectors: readonly Float32Array[],
  meta = (_: number) => ({}),
): Promise<void> {
  const batch = await collection.beginWrite();
  await batch.upsert(
    vectors.map((vector, index) => ({
      id: `r${index}`,
      vector,
      content: `#${index}`,
      metadata: meta(index),
    })),
  );
  await batch.commit();
}

function exactTop(
  vectors: readonly Float32Array[],
  query: Float32Array,
  k: number,
  keep = (_: number) => true,
): string[] {
  const unit = unitVector(query, query.length, 'q');
  return vectors
    .map((vector, index) => ({
      id: `r${index}`,
      index,
      score: dot(unit, unitVector(vector, vector.length, 'v')),
    }))
    .filter((entry) => keep(entry.index))
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map((entry) => entry.id);
}

describe('embedded vector store', () => {
  it('answers from the HNSW graph with exact scores past the exact-scan size, filters included, and after reopen', async () => {
    const folder = path.join(root, 'large');
    const vectors = seededVectors(6000, 32, 3);
    const collection = await EmbeddedCollection.open(folder, 32);
    await fill(collection, vectors, (index) => ({ shard: index % 10 }));
    let found = 0;
    for (let q = 0; q < 20; q += 1) {
      const query = vectors[q * 97] ?? new Float32Array(32);
      const hits = await collection.query({ vector: query, topK: 5 });
      const expected = exactTop(vectors, query, 5);
      found += hits.filter((hit) => expected.includes(hit.id)).length;
      expect(hits[0]?.score).toBeCloseTo(1, 4);
    }
    expect(found / 100).toBeGreaterThanOrEqual(0.9);
    const query = vectors[5] ?? new Float32Array(32);
    const filtered = await collection.query({ vector: query, topK: 3, filter: { shard: 7 } });
    expect(filtered.map((hit) => hit.id)).toEqual(exactTop(vectors, query, 3, (index) => index % 10 === 7));
    await collection.close();
    // close() saved the graph: the reopened collection loads it instead of rebuilding it.
    expect(readdirSync(folder).some((file) => file.endsWith('.usearch'))).toBe(true);
    const reopened = await EmbeddedCollection.open(folder, 32);
    expect(await reopened.count()).toBe(6000);
    expect((await reopened.query({ vector: query, topK: 1 }))[0]?.id).toBe('r5');
    await reopened.close();
  });

  it('refuses to open a collection with embeddings of another size', async () => {
    const folder = path.join(root, 'dims');
    const collection = await EmbeddedCollection.open(folder, 8);
    await collection.close();
    await expect(EmbeddedCollection.open(folder, 16)).rejects.toThrow(
      /8-dimensional vectors but the embeddings give 16/,
    );
  });

  it('keeps the previous content when the process dies between writing the segment and switching to it', async () => {
    const folder = path.join(root, 'crash-hook');
    const vectors = seededVectors(4, 8);
    const first = await EmbeddedCollection.open(folder, 8);
    await fill(first, vectors.slice(0, 2));
    const crashing = await EmbeddedCollection.open(folder, 8, {
      afterSegmentWritten: () => {
        throw new Error('simulated crash');
      },
    });
    const batch = await crashing.beginWrite();
    await batch.upsert([{ id: 'new', vector: vectors[3] ?? new Float32Array(8), content: '', metadata: {} }]);
    await expect(batch.commit()).rejects.toThrow('simulated crash');
    expect(await crashing.count()).toBe(2);
    const restarted = await EmbeddedCollection.open(folder, 8);
    expect(await restarted.count()).toBe(2);
    expect(readdirSync(folder).filter((file) => file.startsWith('segment-'))).toHaveLength(1);
  });

  it('lets readers see the committed data while a batch is being committed', async () => {
    const folder = path.join(root, 'readers');
    const vectors = seededVectors(3000, 16, 5);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => undefined;
    const atHook = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const collection = await EmbeddedCollection.open(folder, 16, {
      afterSegmentWritten: async () => {
        reached();
        await held;
      },
    });
    const batch = await collection.beginWrite();
    await batch.upsert(
      vectors.map((vector, index) => ({ id: `v${index}`, vector, content: '', metadata: {} })),
    );
    const committing = batch.commit();
    await atHook;
    expect(await collection.count()).toBe(0);
    expect(await collection.query({ vector: vectors[0] ?? new Float32Array(16), topK: 3 })).toEqual([]);
    release();
    await committing;
    expect(await collection.count()).toBe(3000);
  });

  it('survives SIGKILL in the middle of commits: a restart finds exactly one whole generation', async () => {
    const fixture = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'embedded-crash-writer.fixture.ts',
    );
    for (const delay of [40, 170, 330]) {
      const folder = path.join(root, `sigkill-${delay}`);
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, folder, '2500'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, signal) => {
          resolve(signal);
        }),
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('committed 2')) resolve();
        });
        child.on('exit', () => {
          reject(new Error(`writer exited early: ${errors}`));
        });
      });
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      const restarted = await EmbeddedCollection.open(folder, 64);
      expect(await restarted.count()).toBe(2500);
      const hits = await restarted.query({
        vector: seededVectors(1, 64, 11)[0] ?? new Float32Array(64),
        topK: 50,
      });
      expect(new Set(hits.map((hit) => hit.content)).size).toBe(1);
      await restarted.close();
    }
  }, 120_000);
});
