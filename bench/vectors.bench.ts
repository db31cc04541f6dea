/**
 * Embedded vector store benchmark (issue 9): 100,000 random 768-dimensional vectors with ~800-character chunks.
 * Prints ingestion rate (precomputed embeddings, batches of 1,000 committed to disk), index size on disk, the
 * time to reopen, top-5 query latency p50/p95 and recall@5 against an exact scan over 200+ queries, and RSS.
 * Queries run in a separate process that only opens the collection, so its RSS is the store's own.
 * Run: npm run vectors -w @loomflow/bench
 *   BENCH_VECTORS_COUNT (100000), BENCH_VECTORS_QUERIES (200),
 *   BENCH_VECTORS_DATA=clustered|uniform (clustered: points around 1,000 random centres, as embeddings of
 *   text on many topics are; uniform: i.i.d. uniform coordinates, the structureless worst case).
 * Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedCollection } from '../packages/server/src/vectors/embedded/embedded-collection.ts';

const DIMENSIONS = 768;
const COUNT = Number(process.env.BENCH_VECTORS_COUNT ?? 100_000);
const QUERIES = Number(process.env.BENCH_VECTORS_QUERIES ?? 200);
const DATA = process.env.BENCH_VECTORS_DATA ?? 'clustered';
const BATCH = 1000;
const K = 5;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const scale = 1 / Math.sqrt(sum);
  for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) * scale;
  return vector;
}

function dataset(): Float32Array[] {
  const next = random(42);
  const centres = Array.from({ length: 1000 }, () => Float32Array.from({ length: DIMENSIONS }, next));
  return Array.from({ length: COUNT }, (_, index) => {
    const centre = centres[index % centres.length] ?? new Float32Array(DIMENSIONS);
    return normalise(
      Float32Array.from({ length: DIMENSIONS }, (_, d) =>
        DATA === 'uniform' ? next() : (centre[d] ?? 0) + 0.8 * next(),
      ),
    );
  });
}

/** A query near a stored document (as a question is near the chunk that answers it). */
function queries(vectors: readonly Float32Array[]): Float32Array[] {
  const next = random(7);
  return Array.from({ length: QUERIES }, (_, q) => {
    const base = vectors[(q * 7919) % vectors.length] ?? new Float32Array(DIMENSIONS);
    return normalise(Float32Array.from(base, (value) => value + 0.01 * next()));
  });
}

function exactTop(vectors: readonly Float32Array[], query: Float32Array): string[] {
  const best: { id: number; score: number }[] = [];
  vectors.forEach((vector, id) => {
    let score = 0;
    for (let d = 0; d < DIMENSIONS; d += 1) score += (vector[d] ?? 0) * (query[d] ?? 0);
    if (best.length < K || score > (best[best.length - 1]?.score ?? -Infinity)) {
      best.push({ id, score });
      best.sort((a, b) => b.score - a.score);
      if (best.length > K) best.pop();
    }
  });
  return best.map((entry) => `c${entry.id}`);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function folderBytes(folder: string): number {
  return readdirSync(folder).reduce((sum, file) => sum + statSync(path.join(folder, file)).size, 0);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Child mode: open the collection, run the queries, print latencies, answers and RSS as JSON. */
async function answerQueries(folder: string, queryFile: string): Promise<void> {
  const opening = performance.now();
  const collection = await EmbeddedCollection.open(folder, DIMENSIONS);
  const openMs = performance.now() - opening;
  const bytes = readFileSync(queryFile);
  const all = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const list = Array.from({ length: all.length / DIMENSIONS }, (_, q) =>
    all.subarray(q * DIMENSIONS, (q + 1) * DIMENSIONS),
  );
  for (const query of list.slice(0, 20)) await collection.query({ vector: query, topK: K });
  const times: number[] = [];
  const answers: string[][] = [];
  for (const query of list) {
    const started = performance.now();
    const hits = await collection.query({ vector: query, topK: K });
    times.push(performance.now() - started);
    answers.push(hits.map((hit) => hit.id));
  }
  process.stdout.write(JSON.stringify({ openMs, times, answers, rss: process.memoryUsage().rss }));
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'loomflow-vectors-bench-'));
  try {
    console.log(`vectors bench: ${COUNT} × ${DIMENSIONS} (${DATA}), ${QUERIES} queries, batches of ${BATCH}`);
    const vectors = dataset();
    const content = 'Loomflow chunk text '.repeat(40);
    const collection = await EmbeddedCollection.open(path.join(folder, 'bench'), DIMENSIONS);
    const started = performance.now();
    for (let start = 0; start < COUNT; start += BATCH) {
      const batch = await collection.beginWrite();
      await batch.upsert(
        vectors.slice(start, start + BATCH).map((vector, offset) => ({
          id: `c${start + offset}`,
          vector,
          content,
          metadata: { source: `file-${(start + offset) % 50}.pdf`, loc: { page: offset } },
        })),
      );
      await batch.commit();
    }
    await collection.close(); // saves the graph: counted in the ingestion time
    const ingestSeconds = (performance.now() - started) / 1000;
    console.log(
      `ingestion: ${(COUNT / ingestSeconds).toFixed(0)} chunks/s (${ingestSeconds.toFixed(1)} s, committed to disk)`,
    );
    console.log(
      `on disk: ${mb(folderBytes(path.join(folder, 'bench')))} (segments with text + int8 HNSW index)`,
    );

    const list = queries(vectors);
    const queryFile = path.join(folder, 'queries.f32');
    const packed = new Float32Array(list.length * DIMENSIONS);
    list.forEach((query, q) => {
      packed.set(query, q * DIMENSIONS);
    });
    writeFileSync(queryFile, Buffer.from(packed.buffer));
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), 'answer', path.join(folder, 'bench'), queryFile],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on('exit', (code) => {
        if (code === 0) resolve(text);
        else reject(new Error(`query process exited ${code}`));
      });
    });
    const result = JSON.parse(output) as {
      openMs: number;
      times: number[];
      answers: string[][];
      rss: number;
    };
    const sorted = [...result.times].sort((a, b) => a - b);
    let found = 0;
    list.forEach((query, q) => {
      const expected = exactTop(vectors, query);
      found += (result.answers[q] ?? []).filter((id) => expected.includes(id)).length;
    });
    console.log(`reopen (load segments + index): ${(result.openMs / 1000).toFixed(1)} s`);
    console.log(
      `top-${K} query: p50 ${percentile(sorted, 50).toFixed(2)} ms   p95 ${percentile(sorted, 95).toFixed(2)} ms`,
    );
    console.log(
      `recall@${K}: ${(found / (list.length * K)).toFixed(3)} (exact scan over ${list.length} queries)`,
    );
    console.log(`RSS of the process holding the collection: ${mb(result.rss)}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const [mode, folderArgument, queryArgument] = process.argv.slice(2);
if (mode === 'answer' && folderArgument && queryArgument) await answerQueries(folderArgument, queryArgument);
else await main();
