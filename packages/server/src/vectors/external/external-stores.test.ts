import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runVectorStoreContract, axis } from '../vector-store.contract.ts';
import { chromaDriver } from './chroma-driver.ts';
import { uuidFor } from './external-config.ts';
import { ExternalCollection } from './external-collection.ts';
import { qdrantDriver } from './qdrant-driver.ts';
import { redisDriver } from './redis-driver.ts';

interface Point {
  id: string;
  vector: number[];
  payload: Record<string, unknown>;
}

type Condition = { key: string; match: { value: unknown } } | { is_empty: { key: string } };

/** Qdrant's meaning of a condition: a match, or is_empty (absent, null or an empty array). */
function holds(payload: Record<string, unknown>, condition: Condition): boolean {
  if ('is_empty' in condition) {
    const value = payloadValue(payload, condition.is_empty.key);
    return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
  }
  return payloadValue(payload, condition.key) === condition.match.value;
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((value, index) => {
    const other = b[index] ?? 0;
    dot += value * other;
    na += value * value;
    nb += other * other;
  });
  return dot / Math.sqrt(na * nb);
}

function payloadValue(payload: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined,
      payload,
    );
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

/**
 * A tiny in-memory stand-in for Qdrant's REST API (the calls the adapter and @langchain/qdrant make), recording
 * every request so tests can check their shapes.
 */
async function startFakeQdrant(): Promise<{
  url: string;
  requests: string[];
  close(): Promise<void>;
}> {
  const collections = new Map<string, { size: number; points: Map<string, Point> }>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const parts = url.pathname.split('/').filter(Boolean);
      const input = await body(request);
      requests.push(`${request.method ?? ''} ${url.pathname}`);
      const reply = (result: unknown, status = 200): boolean => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(status === 200 ? { result, status: 'ok', time: 0 } : { status: { error: result } }),
        );
        return true;
      };
      const name = parts[1] ?? '';
      const collection = collections.get(name);
      const route = `${request.method ?? ''} ${parts.slice(2).join('/')}`;
      if (parts[0] !== 'collections') return reply('not found', 404);
      if (parts.length === 1)
        return reply({ collections: [...collections.keys()].map((key) => ({ name: key })) });
      if (route === 'GET exists') return reply({ exists: collection !== undefined });
      if (route === 'PUT ') {
        const vectors = input.vectors as { size: number; distance: string };
        if (vectors.distance !== 'Cosine') return reply('expected Cosine distance', 400);
        collections.set(name, { size: vectors.size, points: new Map() });
        return reply(true);
      }
      if (route === 'DELETE ') {
        collections.delete(name);
        return reply(true);
      }
      if (route === 'GET ')
        return collection ? reply({ status: 'green' }) : reply(`Collection ${name} not found`, 404);
      if (!collection) return reply(`Collection ${name} not found`, 404);
      if (route === 'PUT points') {
        for (const point of input.points as Point[]) {
          if (point.vector.length !== collection.size) return reply('wrong vector size', 400);
          collection.points.set(point.id, point);
        }
        return reply({ status: 'completed' });
      }
      if (route === 'POST points/delete') {
        for (const id of input.points as string[]) collection.points.delete(id);
        return reply({ status: 'completed' });
      }
      if (route === 'POST points/count') return reply({ count: collection.points.size });
      if (route === 'POST points/search') {
        const filter = input.filter as { must?: Condition[]; should?: Condition[] } | undefined;
        const must = filter?.must ?? [];
        const should = filter?.should ?? [];
        const hits = [...collection.points.values()]
          .filter(
            (point) =>
              must.every((condition) => holds(point.payload, condition)) &&
              (should.length === 0 || should.some((condition) => holds(point.payload, condition))),
          )
          .map((point) => ({
            id: point.id,
            score: cosine(point.vector, input.vector as number[]),
            payload: point.payload,
            ...(input.with_vector === true ? { vector: point.vector } : {}),
          }))
          .sort((a, b) => b.score - a.score)
          .slice(0, input.limit as number);
        return reply(hits);
      }
      return reply(`unsupported ${route}`, 404);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

const qdrant = await startFakeQdrant();
afterAll(() => qdrant.close());

runVectorStoreContract('Qdrant (against a local fake of its REST API)', {
  open: (name, dimensions) =>
    Promise.resolve(
      new ExternalCollection(
        qdrantDriver({ url: qdrant.url, apiKey: undefined, collectionName: name, dimensions }),
        dimensions,
      ),
    ),
});

describe('external vector stores', () => {
  it('writes Qdrant points under UUIDs with the caller id, text and metadata in the payload', async () => {
    const collection = new ExternalCollection(
      qdrantDriver({ url: qdrant.url, apiKey: undefined, collectionName: 'shapes', dimensions: 3 }),
      3,
    );
    const batch = await collection.beginWrite();
    await batch.upsert([
      { id: 'chunk-1', vector: new Float32Array([1, 0, 0]), content: 'hello', metadata: { page: 2 } },
    ]);
    await batch.commit();
    expect(qdrant.requests).toEqual(
      expect.arrayContaining(['PUT /collections/shapes', 'PUT /collections/shapes/points']),
    );
    const [hit] = await collection.query({
      vector: new Float32Array([1, 0, 0]),
      topK: 1,
      filter: { page: 2 },
    });
    expect(hit).toMatchObject({ id: 'chunk-1', content: 'hello', metadata: { page: 2 } });
    expect(hit?.score).toBeCloseTo(1, 5);
  });

  it('reads a Qdrant collection written in the @langchain/qdrant layout by Flowise or an earlier Loomflow', async () => {
    const send = async (method: string, path: string, body: object): Promise<void> => {
      const answer = await fetch(`${qdrant.url}/collections/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
    };
    await send('PUT', 'written-before', { vectors: { size: 3, distance: 'Cosine' } });
    await send('PUT', 'written-before/points?wait=true', {
      points: [
        // Flowise: no custom payload, Qdrant's id is the record's id.
        {
          id: '6f1c2a52-0d0e-4b8f-9a51-2d7c3e1f0a11',
          vector: [1, 0, 0],
          payload: { content: 'from Flowise', metadata: { source: 'a.pdf', loc: { lines: { from: 1 } } } },
        },
        // An earlier Loomflow: the caller's id under customPayload.
        {
          id: uuidFor('chunk-7'),
          vector: [0, 1, 0],
          payload: {
            content: 'from Loomflow',
            metadata: { page: 7 },
            customPayload: { loomflowId: 'chunk-7' },
          },
        },
      ],
    });
    const collection = new ExternalCollection(
      qdrantDriver({ url: qdrant.url, apiKey: undefined, collectionName: 'written-before', dimensions: 3 }),
      3,
    );
    expect(await collection.count()).toBe(2);
    const [flowise] = await collection.query({ vector: new Float32Array([1, 0, 0]), topK: 1 });
    expect(flowise).toMatchObject({
      id: '6f1c2a52-0d0e-4b8f-9a51-2d7c3e1f0a11',
      content: 'from Flowise',
      metadata: { source: 'a.pdf', loc: { lines: { from: 1 } } },
    });
    const [loomflow] = await collection.query({
      vector: new Float32Array([0, 1, 0]),
      topK: 1,
      filter: { page: 7 },
    });
    expect(loomflow).toMatchObject({ id: 'chunk-7', content: 'from Loomflow', metadata: { page: 7 } });
    const batch = await collection.beginWrite();
    await batch.delete(['chunk-7']);
    await batch.commit();
    expect(await collection.count()).toBe(1);
  });

  it("names Qdrant's status and its own error text when it refuses a request", async () => {
    const written = new ExternalCollection(
      qdrantDriver({ url: qdrant.url, apiKey: undefined, collectionName: 'sized', dimensions: 3 }),
      3,
    );
    const first = await written.beginWrite();
    await first.upsert([{ id: 'a', vector: axis(3, 0), content: 'a', metadata: {} }]);
    await first.commit();
    const wider = new ExternalCollection(
      qdrantDriver({ url: qdrant.url, apiKey: undefined, collectionName: 'sized', dimensions: 4 }),
      4,
    );
    const second = await wider.beginWrite();
    await second.upsert([{ id: 'b', vector: axis(4, 0), content: 'b', metadata: {} }]);
    await expect(second.commit()).rejects.toThrow(
      `Qdrant at ${qdrant.url} (collection sized) failed: PUT ${qdrant.url}/collections/sized/points?wait=true answered 400 Bad Request: wrong vector size`,
    );
  });

  it('names the store and the reason when Qdrant or Chroma cannot be reached', async () => {
    const unreachableQdrant = new ExternalCollection(
      qdrantDriver({ url: 'http://127.0.0.1:9', apiKey: undefined, collectionName: 'x', dimensions: 4 }),
      4,
    );
    await expect(unreachableQdrant.count()).rejects.toThrow(
      /^Qdrant at http:\/\/127\.0\.0\.1:9 \(collection x\) failed: /,
    );
    const unreachableChroma = new ExternalCollection(
      chromaDriver({
        url: 'http://127.0.0.1:9',
        collectionName: 'x',
        apiKey: undefined,
        tenant: undefined,
        database: undefined,
      }),
      4,
    );
    await expect(unreachableChroma.query({ vector: axis(4, 0), topK: 1 })).rejects.toThrow(
      /^Chroma at http:\/\/127\.0\.0\.1:9 \(collection x\) failed: /,
    );
  });

  it('reports a Redis without the search module clearly (the local Redis has none)', async () => {
    const driver = redisDriver({
      url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      indexName: `lf_test_${process.pid}`,
    });
    const collection = new ExternalCollection(driver, 4);
    const batch = await collection.beginWrite();
    await batch.upsert([{ id: 'a', vector: axis(4, 0), content: 'a', metadata: {} }]);
    await expect(batch.commit()).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:6379 \(index lf_test_\d+\) failed: /,
    );
    await collection.close();
  });

  it('refuses MMR where the store returns no stored vectors', async () => {
    const collection = new ExternalCollection(
      {
        label: 'Test store',
        upsert: () => Promise.resolve(),
        delete: () => Promise.resolve(),
        search: () => Promise.resolve([{ id: 'a', content: '', metadata: {}, score: 1 }]),
        count: () => Promise.resolve(1),
        drop: () => Promise.resolve(),
        close: () => Promise.resolve(),
      },
      4,
    );
    await expect(
      collection.query({ vector: axis(4, 0), topK: 1, mmr: { fetchK: 4, lambda: 0.5 } }),
    ).rejects.toThrow('Test store does not return stored vectors, so MMR search is not available with it');
  });
});
