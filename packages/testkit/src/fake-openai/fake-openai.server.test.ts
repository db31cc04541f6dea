import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAI } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

const auth = { authorization: 'Bearer sk-anything' };
const chatBody = JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });

function postChat(url: string, headers: Record<string, string>, body = chatBody): Promise<Response> {
  return fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('fake OpenAI server basics', () => {
  it('listens on 127.0.0.1 with a base URL ending in /v1', () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(fake.port).toBeGreaterThan(0);
  });

  it('lists models in the OpenAI list shape and retrieves one', async () => {
    const list = await fetch(`${fake.url}/models`, { headers: auth });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { object: string; data: { id: string; object: string }[] };
    expect(body.object).toBe('list');
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.every((model) => model.object === 'model')).toBe(true);
    const one = await fetch(`${fake.url}/models/gpt-4o-mini`, { headers: auth });
    expect(await one.json()).toMatchObject({ id: 'gpt-4o-mini', object: 'model' });
    const missing = await fetch(`${fake.url}/models/no-such-model`, { headers: auth });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'model_not_found' } });
  });

  it('answers unknown paths with a 404 JSON error and wrong methods with 405', async () => {
    const unknown = await fetch(`${fake.url}/audio/speech`, { method: 'POST', headers: auth, body: '{}' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(await unknown.json()).toMatchObject({ error: { code: 'unknown_url' } });
    const wrongMethod = await fetch(`${fake.url}/chat/completions`, { headers: auth });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await postChat(fake.url, auth, '{"model": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('records every request with path, headers and parsed body, and reset() forgets them', async () => {
    fake.script({ when: { model: 'never-used' }, reply: 'x' });
    await postChat(fake.url, { ...auth, 'x-trace': 'abc' });
    await fetch(`${fake.url}/models`, { headers: auth });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/chat/completions',
      'GET /v1/models',
    ]);
    expect(fake.requests[0]?.headers['x-trace']).toBe('abc');
    expect(fake.requests[0]?.body).toEqual(JSON.parse(chatBody));
    expect(fake.chatRequests()[0]?.messages[0]?.content).toBe('hi');
    fake.reset();
    expect(fake.requests).toHaveLength(0);
    expect(fake.pendingScripts()).toBe(0);
  });

  it('is reproducible: after reset() the same request gets a byte-identical response', async () => {
    const first = await (await postChat(fake.url, auth)).text();
    fake.reset();
    const second = await (await postChat(fake.url, auth)).text();
    expect(second).toBe(first);
  });

  it('rejects bodies larger than maxBodyBytes with 413', async () => {
    const tiny = await startFakeOpenAI({ maxBodyBytes: 64 });
    try {
      const response = await postChat(tiny.url, auth, JSON.stringify({ padding: 'x'.repeat(200) }));
      expect(response.status).toBe(413);
    } finally {
      await tiny.close();
    }
  });
});

describe('API key', () => {
  it('requires a Bearer token and answers 401 with an OpenAI-style error without one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const response = await postChat(fake.url, headers);
      expect(response.status).toBe(401);
      const body = (await response.json()) as { error: Record<string, unknown> };
      expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type']);
      expect(body.error).toMatchObject({ type: 'invalid_request_error', param: null, code: null });
      expect(body.error.message).toContain("didn't provide an API key");
    }
    expect((await postChat(fake.url, { authorization: 'Bearer whatever' })).status).toBe(200);
  });

  it('accepts only the configured apiKey when one is set', async () => {
    const strict = await startFakeOpenAI({ apiKey: 'sk-expected-key' });
    try {
      const wrong = await postChat(strict.url, { authorization: 'Bearer sk-wrong-key-123' });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
      expect((await postChat(strict.url, { authorization: 'Bearer sk-expected-key' })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('serves requests without a key when requireApiKey is false', async () => {
    const open = await startFakeOpenAI({ requireApiKey: false });
    try {
      expect((await postChat(open.url, {})).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
