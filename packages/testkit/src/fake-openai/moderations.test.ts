import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeOpenAI } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await fake.close();
});

function moderate(body: unknown): Promise<Response> {
  return fetch(`${fake.url}/moderations`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk-test-key', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('fake OpenAI moderations', () => {
  it('flags texts with a violent or hateful word, one result per input', async () => {
    const response = await moderate({ input: ['I will KILL the process', 'a kind word'] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      results: { flagged: boolean; categories: Record<string, boolean> }[];
    };
    expect(body.results.map((result) => result.flagged)).toEqual([true, false]);
    expect(body.results[0]?.categories.violence).toBe(true);
    expect(body.results[0]?.categories.hate).toBe(false);
  });

  it('refuses an input that is not text', async () => {
    expect((await moderate({ input: 42 })).status).toBe(400);
  });
});
