import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cosineSimilarity } from './embedding.vector.ts';
import type { FakeOpenAI } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';
import { fakeReply } from './reply.builders.ts';

const embeddingsSchema = z.object({
  object: z.literal('list'),
  model: z.string(),
  data: z.array(
    z.object({
      object: z.literal('embedding'),
      index: z.number(),
      embedding: z.union([z.array(z.number()), z.string()]),
    }),
  ),
  usage: z.object({ prompt_tokens: z.number(), total_tokens: z.number() }),
});

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

function post(body: Record<string, unknown>, url = fake.url): Promise<Response> {
  return fetch(`${url}/embeddings`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'text-embedding-3-small', ...body }),
  });
}

async function embed(body: Record<string, unknown>, url?: string) {
  const response = await post(body, url);
  expect(response.status).toBe(200);
  return embeddingsSchema.parse(await response.json());
}

async function vectors(input: string | string[], extra: Record<string, unknown> = {}): Promise<number[][]> {
  const result = await embed({ input, ...extra });
  return result.data.map((item) => item.embedding as number[]);
}

const norm = (vector: number[]) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));

describe('POST /v1/embeddings', () => {
  it('returns 1536-dimensional, L2-normalised vectors by default in the OpenAI shape', async () => {
    const result = await embed({ input: 'hello world' });
    expect(result.model).toBe('text-embedding-3-small');
    expect(result.usage).toEqual({ prompt_tokens: 2, total_tokens: 2 });
    const vector = result.data[0]!.embedding as number[];
    expect(vector).toHaveLength(1536);
    expect(norm(vector)).toBeCloseTo(1, 5);
  });

  it('is deterministic: equal text gives the identical vector, across calls and servers', async () => {
    const [first] = await vectors('deterministic text');
    const [second] = await vectors('deterministic text');
    const other = await startFakeOpenAI();
    try {
      const third = (await embed({ input: 'deterministic text' }, other.url)).data[0]!.embedding;
      expect(third).toEqual(first);
    } finally {
      await other.close();
    }
    expect(second).toEqual(first);
    const [different] = await vectors('different text');
    expect(different).not.toEqual(first);
  });

  it('embeds each item of an array input, in order, with the requested dimension', async () => {
    const result = await embed({ input: ['alpha', 'beta gamma', 'alpha'], dimensions: 256 });
    expect(result.data.map((item) => item.index)).toEqual([0, 1, 2]);
    const [alpha, betaGamma, alphaAgain] = result.data.map((item) => item.embedding as number[]);
    for (const vector of [alpha!, betaGamma!]) {
      expect(vector).toHaveLength(256);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
    expect(alphaAgain).toEqual(alpha);
    expect(result.usage.prompt_tokens).toBe(4);
  });

  it('uses the server-wide embeddingDimensions when the request names none', async () => {
    const small = await startFakeOpenAI({ embeddingDimensions: 64 });
    try {
      const result = await embed({ input: 'x' }, small.url);
      expect(result.data[0]!.embedding).toHaveLength(64);
    } finally {
      await small.close();
    }
  });

  it('makes texts that share words more similar than unrelated texts', async () => {
    const [cat, kitten, physics] = await vectors([
      'the cat sat on the mat',
      'a cat sat on a mat today',
      'quantum chromodynamics lecture notes',
    ]);
    expect(cosineSimilarity(cat!, kitten!)).toBeGreaterThan(cosineSimilarity(cat!, physics!) + 0.3);
  });

  it('encodes base64 float32 when asked, decoding to the same numbers as the float encoding', async () => {
    const [floats] = await vectors('encode me', { dimensions: 32 });
    const result = await embed({ input: 'encode me', dimensions: 32, encoding_format: 'base64' });
    const encoded = result.data[0]!.embedding as string;
    const bytes = Buffer.from(encoded, 'base64');
    const decoded = Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readFloatLE(index * 4));
    expect(decoded).toEqual(floats);
  });

  it('rejects a bad dimension with 400 naming the parameter', async () => {
    const response = await post({ input: 'x', dimensions: 0 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { param: 'dimensions' } });
  });

  it('answers a scripted embeddings error only for matching requests', async () => {
    fake.scriptEmbeddings({
      when: (request) => request.model === 'broken-embedder',
      reply: fakeReply.error(503, 'Embeddings are down'),
    });
    expect((await post({ input: 'x' })).status).toBe(200);
    const failing = await post({ model: 'broken-embedder', input: 'x' });
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({
      error: { message: 'Embeddings are down', type: 'server_error' },
    });
    expect(fake.embeddingRequests().map((request) => request.model)).toEqual([
      'text-embedding-3-small',
      'broken-embedder',
    ]);
  });
});
