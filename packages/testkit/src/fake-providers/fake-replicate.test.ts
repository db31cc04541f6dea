import { isRecord } from '@loomflow/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeReplicate, type FakeReplicate } from './fake-replicate.ts';

const TOKEN = 'r8_wire_token';

describe("fake Replicate: the predictions API's wire format", () => {
  let fake: FakeReplicate;
  beforeAll(async () => {
    fake = await startFakeReplicate({ token: TOKEN, pollsBeforeDone: 1 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
  });

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${fake.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json: unknown = await response.json();
    return { status: response.status, body: isRecord(json) ? json : {} };
  };

  it('creates a prediction (201, starting, its urls), then a read moves it to processing and to succeeded', async () => {
    const created = await call('POST', '/models/meta/meta-llama-3-8b-instruct/predictions', {
      input: { prompt: 'Hi you' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      model: 'meta/meta-llama-3-8b-instruct',
      status: 'starting',
      output: null,
      error: null,
      urls: { get: `${fake.apiBase}/predictions/${String(created.body.id)}`, stream: expect.any(String) },
    });
    const id = String(created.body.id);
    expect((await call('GET', `/predictions/${id}`)).body.status).toBe('processing');
    const done = await call('GET', `/predictions/${id}`);
    expect(done.body).toMatchObject({
      status: 'succeeded',
      output: ['Echo: ', 'Hi ', 'you'],
      metrics: { input_token_count: 2, output_token_count: 3 },
    });
  });

  it('cancels a running prediction', async () => {
    const created = await call('POST', '/predictions', { version: 'abc123', input: { prompt: 'x' } });
    const canceled = await call('POST', `/predictions/${String(created.body.id)}/cancel`);
    expect(canceled.body).toMatchObject({ status: 'canceled', version: 'abc123', output: null });
  });

  it('answers problems as Replicate does: 401 without the token, 422 without a version or a prompt', async () => {
    const anonymous = await call(
      'POST',
      '/predictions',
      { version: 'v', input: { prompt: 'x' } },
      { authorization: '' },
    );
    expect(anonymous).toEqual({
      status: 401,
      body: {
        title: 'Unauthenticated',
        detail: 'You did not pass a valid authentication token',
        status: 401,
      },
    });
    expect((await call('POST', '/predictions', { input: { prompt: 'x' } })).status).toBe(422);
    expect((await call('POST', '/predictions', { version: 'v', input: {} })).body.detail).toBe(
      '- input: prompt is required',
    );
  });

  it('streams output events then done at the stream URL (no token needed), and fails with error then done', async () => {
    const created = await call('POST', '/predictions', { version: 'v', input: { prompt: 'a\nb' } });
    const streamed = await (
      await fetch(String(isRecord(created.body.urls) ? created.body.urls.stream : ''))
    ).text();
    expect(streamed).toContain('event: output\n');
    expect(streamed).toContain('data: Echo: \n');
    expect(streamed.endsWith('event: done\ndata: {}\n\n')).toBe(true);
    fake.failNext('boom');
    const failing = await call(
      'POST',
      '/predictions',
      { version: 'v', input: { prompt: 'x' } },
      { prefer: 'wait' },
    );
    expect(failing.body).toMatchObject({ status: 'failed', error: 'boom' });
  });
});
