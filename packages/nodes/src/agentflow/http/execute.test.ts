import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CredentialData } from '@loomflow/core';
import { startEchoServer, type EchoServer } from '../test-support/echo-server.ts';
import { fakeContext } from '../test-support/fake-context.ts';
import { httpExecutor } from './execute.ts';

let server: EchoServer;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

function run(inputs: Record<string, unknown>, credential?: CredentialData) {
  return httpExecutor.execute(
    fakeContext({
      inputs,
      credentialId: credential ? 'cred-1' : undefined,
      services: {
        fetch: (url, init) => fetch(url, init),
        credentials: { read: () => Promise.resolve(credential ?? {}) },
      },
    }),
  );
}

describe('HTTP executor', () => {
  it('sends a JSON body with headers and query params and parses the JSON answer', async () => {
    const result = await run({
      method: 'POST',
      url: `${server.url}/items?fixed=1`,
      headers: [{ key: 'X-Trace', value: 'abc' }],
      queryParams: [{ key: 'page', value: '2' }],
      bodyType: 'json',
      body: '{"name": "Ada"}',
      responseType: 'json',
    });
    const request = server.received[0];
    expect(request?.url).toBe('/items?fixed=1&page=2');
    expect(request?.headers['x-trace']).toBe('abc');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Ada' });
    expect(result.output.http).toMatchObject({ status: 200, data: { method: 'POST' } });
    expect(JSON.parse(result.output.content)).toMatchObject({ url: '/items?fixed=1&page=2' });
  });

  it.each([
    ['xWwwFormUrlencoded', 'application/x-www-form-urlencoded', 'a=1&b=two+words'],
    ['formData', 'multipart/form-data', 'name="b"'],
  ])('sends %s bodies from rows', async (bodyType, contentType, fragment) => {
    await run({
      method: 'PUT',
      url: `${server.url}/form`,
      bodyType,
      body: [
        { key: 'a', value: '1' },
        { key: 'b', value: 'two words' },
      ],
    });
    expect(server.received[0]?.headers['content-type']).toContain(contentType);
    expect(server.received[0]?.body).toContain(fragment);
  });

  it('sends raw text', async () => {
    await run({ method: 'PATCH', url: `${server.url}/raw`, bodyType: 'raw', body: 'just text' });
    expect(server.received[0]?.body).toBe('just text');
    expect(server.received[0]?.headers['content-type']).toBe('text/plain');
  });

  it.each([
    [
      { basicAuthUsername: 'u', basicAuthPassword: 'p' },
      'authorization',
      `Basic ${Buffer.from('u:p').toString('base64')}`,
    ],
    [{ token: 't0k' }, 'authorization', 'Bearer t0k'],
    [{ key: 'X-API-Key', value: 'k1' }, 'x-api-key', 'k1'],
  ])('adds the credential %j', async (credential, header, value) => {
    await run({ method: 'GET', url: `${server.url}/secure` }, credential);
    expect(server.received[0]?.headers[header]).toBe(value);
  });

  it('returns text and base64 response types', async () => {
    const text = await run({ method: 'GET', url: `${server.url}/text`, responseType: 'text' });
    expect(text.output.content).toBe('plain words');
    const bytes = await run({ method: 'GET', url: `${server.url}/bytes`, responseType: 'base64' });
    expect(bytes.output.content).toBe(Buffer.from([1, 2, 3]).toString('base64'));
  });

  it('fails with the status when the answer is not 2xx', async () => {
    await expect(run({ method: 'GET', url: `${server.url}/status/404` })).rejects.toThrow(
      /answered 404 Not Found: nope/,
    );
  });

  it('refuses a bad URL and invalid JSON bodies before sending anything', async () => {
    await expect(run({ method: 'GET', url: 'ftp://example.com' })).rejects.toThrow(/http:\/\/ or https:\/\//);
    await expect(
      run({ method: 'POST', url: `${server.url}/x`, bodyType: 'json', body: '{bad' }),
    ).rejects.toThrow(/not valid JSON/);
    expect(server.received).toHaveLength(0);
  });

  it('goes through the fetch port (the SSRF guard) only', async () => {
    const seen: string[] = [];
    await httpExecutor.execute(
      fakeContext({
        inputs: { method: 'GET', url: 'http://internal.test/x' },
        services: {
          fetch: (url) => {
            seen.push(url);
            return Promise.resolve(new Response('{"ok":true}', { status: 200 }));
          },
        },
      }),
    );
    expect(seen).toEqual(['http://internal.test/x']);
  });
});
