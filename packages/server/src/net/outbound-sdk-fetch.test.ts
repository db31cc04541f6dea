import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundPolicy } from './outbound-policy.ts';
import { outboundFetch } from './outbound-sdk-fetch.ts';
import { startCountingListener, type CountingListener } from './test-support/counting-listener.ts';

const enterprise = (allow: string[]) =>
  new OutboundPolicy({ platform: 'enterprise', denyList: [], allowList: allow, adminAllowList: () => [] });

describe('outboundFetch (provider SDKs)', () => {
  let allowed: CountingListener;
  let refused: CountingListener;

  beforeAll(async () => {
    allowed = await startCountingListener('127.0.0.1');
    refused = await startCountingListener('127.0.0.2');
  });
  afterAll(async () => {
    await allowed.close();
    await refused.close();
  });

  it('reaches an admitted address and passes the answer on', async () => {
    const fetch = outboundFetch(enterprise(['127.0.0.1']).for('model'));
    const response = await fetch(`${allowed.base}/v1/models`, { method: 'POST', body: '{"a":1}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(allowed.received).toContain('/v1/models');
  });

  it('refuses an address the policy refuses, saying why, and never connects', async () => {
    const fetch = outboundFetch(enterprise([]).for('model'));
    await expect(fetch(`${refused.base}/v1/models`)).rejects.toThrow(
      /Refused: 127.0.0.2 is a private or loopback address/,
    );
    await expect(fetch(`http://localhost:${String(refused.port)}/x`)).rejects.toThrow(/Refused: localhost/);
    expect(refused.received).toEqual([]);
  });

  it('checks every redirect hop: a 302 from an admitted server to a refused one is refused', async () => {
    const fetch = outboundFetch(enterprise(['127.0.0.1']).for('model'));
    const target = encodeURIComponent(`${refused.base}/secret`);
    await expect(fetch(`${allowed.base}/to?location=${target}`)).rejects.toThrow(/Refused: 127.0.0.2/);
    expect(refused.received).toEqual([]);
  });
});

/** A server that answers what it received: method, a few headers and the body text. */
async function startEcho(): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          method: request.method,
          contentType: request.headers['content-type'] ?? null,
          key: request.headers['x-api-key'] ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

describe('outboundFetch: what the SDKs send arrives as sent', () => {
  let echo: Awaited<ReturnType<typeof startEcho>>;
  const fetch = outboundFetch(enterprise(['127.0.0.1']).for('model'));
  const received = async (response: Response) =>
    (await response.json()) as {
      method: string;
      contentType: string | null;
      key: string | null;
      body: string;
    };

  beforeAll(async () => {
    echo = await startEcho();
  });
  afterAll(async () => {
    await echo.close();
  });

  it('a text body with headers of every form (record, pairs, Headers)', async () => {
    for (const headers of [
      { 'x-api-key': 'k1', 'content-type': 'application/json' },
      [
        ['x-api-key', 'k1'],
        ['content-type', 'application/json'],
      ] satisfies [string, string][],
      new Headers({ 'x-api-key': 'k1', 'content-type': 'application/json' }),
    ]) {
      const answer = await received(
        await fetch(new URL(`${echo.base}/chat`), { method: 'POST', headers, body: '{"q":"é"}' }),
      );
      expect(answer).toEqual({
        method: 'POST',
        contentType: 'application/json',
        key: 'k1',
        body: '{"q":"é"}',
      });
    }
  });

  it('bytes, a form, URL parameters and a Request object', async () => {
    const bytes = await received(
      await fetch(`${echo.base}/b`, { method: 'PUT', body: new TextEncoder().encode('raw') }),
    );
    expect(bytes).toMatchObject({ method: 'PUT', body: 'raw' });
    const form = new FormData();
    form.append('purpose', 'assistants');
    form.append('file', new Blob(['file text'], { type: 'text/plain' }), 'a.txt');
    const multipart = await received(await fetch(`${echo.base}/files`, { method: 'POST', body: form }));
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('file text');
    expect(multipart.body).toContain('name="purpose"');
    const params = await received(
      await fetch(`${echo.base}/p`, { method: 'POST', body: new URLSearchParams({ a: '1' }) }),
    );
    expect(params).toMatchObject({
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'a=1',
    });
    const request = new Request(`${echo.base}/r`, {
      method: 'POST',
      headers: { 'x-api-key': 'k2' },
      body: 'req',
    });
    expect(await received(await fetch(request))).toMatchObject({ method: 'POST', key: 'k2', body: 'req' });
  });

  it('a GET sends no body, and an aborted signal ends the request', async () => {
    expect(await received(await fetch(`${echo.base}/g`))).toMatchObject({ method: 'GET', body: '' });
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(fetch(`${echo.base}/g`, { signal: controller.signal })).rejects.toThrow(/stopped|abort/i);
  });
});
