import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { describe, expect, it } from 'vitest';
import { RetryingEmbeddings, retryAfterMs, statusOf } from './retrying-embeddings.ts';

/** Fails with the queued errors first, then embeds each text as [its length]. */
function scriptedInner(failures: Error[]): EmbeddingsInterface & { batches: string[][] } {
  const batches: string[][] = [];
  return {
    batches,
    embedDocuments(texts) {
      batches.push(texts);
      const failure = failures.shift();
      return failure === undefined
        ? Promise.resolve(texts.map((text) => [text.length]))
        : Promise.reject(failure);
    },
    embedQuery(text) {
      return this.embedDocuments([text]).then((vectors) => vectors[0] ?? []);
    },
  };
}

function httpError(status: number, headers?: Record<string, string>): Error {
  return Object.assign(new Error(`status ${status}`), { status, headers: new Headers(headers) });
}

describe('RetryingEmbeddings', () => {
  it('reads the status and Retry-After of SDK errors in their several shapes', () => {
    expect(statusOf(httpError(429))).toBe(429);
    expect(statusOf({ statusCode: 503 })).toBe(503);
    expect(statusOf({ status_code: 500 })).toBe(500);
    expect(statusOf({ response: { status: 502 } })).toBe(502);
    expect(statusOf(new Error('plain'))).toBeUndefined();
    expect(retryAfterMs(httpError(429, { 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(httpError(429, { 'retry-after-ms': '150' }))).toBe(150);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs({ headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' } }, now)).toBe(3000);
    expect(retryAfterMs(httpError(429))).toBeUndefined();
  });

  it('sends one batch at a time and keeps the order of the vectors', async () => {
    const inner = scriptedInner([]);
    const embeddings = new RetryingEmbeddings(inner, { label: 'Test', batchSize: 2, maxRetries: 0 });
    expect(await embeddings.embedDocuments(['a', 'bb', 'ccc', 'dddd', 'e'])).toEqual([
      [1],
      [2],
      [3],
      [4],
      [1],
    ]);
    expect(inner.batches).toEqual([['a', 'bb'], ['ccc', 'dddd'], ['e']]);
  });

  it('retries rate limits, server errors and network failures, but not bad requests', async () => {
    const network: Error = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    const inner = scriptedInner([httpError(429), httpError(503), network]);
    const embeddings = new RetryingEmbeddings(inner, {
      label: 'Test',
      batchSize: 10,
      maxRetries: 3,
      baseDelayMs: 1,
    });
    expect(await embeddings.embedQuery('abc')).toEqual([3]);
    expect(inner.batches).toHaveLength(4);
    const refused = new RetryingEmbeddings(scriptedInner([httpError(400)]), {
      label: 'Test',
      batchSize: 10,
      maxRetries: 3,
    });
    await expect(refused.embedQuery('x')).rejects.toThrow(
      'Test: the embeddings request failed (HTTP 400: status 400)',
    );
  });

  it('backs off exponentially when no Retry-After is given', async () => {
    const inner = scriptedInner([httpError(429), httpError(429)]);
    const embeddings = new RetryingEmbeddings(inner, {
      label: 'Test',
      batchSize: 10,
      maxRetries: 2,
      baseDelayMs: 100,
    });
    const started = Date.now();
    await embeddings.embedQuery('x');
    // 100 ms then 200 ms, each within ±25 %.
    expect(Date.now() - started).toBeGreaterThanOrEqual(225);
  });

  it('caps a long Retry-After at the longest wait', async () => {
    const inner = scriptedInner([httpError(429, { 'retry-after': '3600' })]);
    const embeddings = new RetryingEmbeddings(inner, {
      label: 'Test',
      batchSize: 10,
      maxRetries: 1,
      maxDelayMs: 50,
    });
    const started = Date.now();
    await embeddings.embedQuery('x');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
