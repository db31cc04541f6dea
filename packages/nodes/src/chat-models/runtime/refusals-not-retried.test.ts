import { AsyncCaller } from '@langchain/core/utils/async_caller';
import { describe, expect, it } from 'vitest';
import { refusalsNotRetried } from './refusals-not-retried.ts';

/** Calls `fail` through an AsyncCaller with one retry allowed; answers how many attempts were made. */
async function attempts(onFailedAttempt: ReturnType<typeof refusalsNotRetried>, fail: () => Error) {
  const caller = new AsyncCaller({ maxRetries: 1, onFailedAttempt });
  let count = 0;
  const outcome = await caller
    .call(() => {
      count += 1;
      return Promise.reject(fail());
    })
    .catch((error: unknown) => error);
  return { count, outcome };
}

describe('refusalsNotRetried', () => {
  it('fails at once when the outbound policy refused the address, as written or behind an SDK prefix', async () => {
    for (const message of [
      'Refused: 127.0.0.2 is a private address',
      '[GoogleGenerativeAI Error]: Error fetching from http://x/v1beta/models/m: Refused: 127.0.0.2 is a private address',
    ]) {
      const { count, outcome } = await attempts(refusalsNotRetried(), () => new Error(message));
      expect(count, message).toBe(1);
      expect(String(outcome)).toContain('Refused: 127.0.0.2');
    }
  });

  it('fails at once when the refusal is the cause of an SDK\'s own error (the OpenAI SDK\'s "Connection error.")', async () => {
    const refusal = new Error('Refused: 127.0.0.2 is a private address');
    const { count } = await attempts(
      refusalsNotRetried(),
      () => new Error('Connection error.', { cause: new TypeError('fetch failed', { cause: refusal }) }),
    );
    expect(count).toBe(1);
  });

  it("keeps LangChain's rules for other failures: a dropped connection is retried, a 401 is not", async () => {
    const dropped = await attempts(refusalsNotRetried(), () => new Error('fetch failed'));
    expect(dropped.count).toBe(2);
    const unauthorized = await attempts(refusalsNotRetried(), () =>
      Object.assign(new Error('API key not valid'), { status: 401 }),
    );
    expect(unauthorized.count).toBe(1);
  });
});
