import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundAddressPolicy } from './outbound-address-policy.ts';
import { OutboundPolicy } from './outbound-policy.ts';

const userCode = (allowList: string[] = []) =>
  new OutboundPolicy({ platform: 'open source', denyList: [], allowList, adminAllowList: () => [] }).for(
    'user-code',
  );
import { guardedFetch } from './guarded-fetch.ts';

/** A loopback server: /ok, /gzip, /big, /hang, /loop, /to?location=… (302), /echo (method and body). */
function startLocalServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/ok') return void response.end('hello');
    if (url.pathname === '/gzip') {
      response.setHeader('content-encoding', 'gzip');
      return void response.end(gzipSync('zipped'));
    }
    if (url.pathname === '/big') return void response.end('x'.repeat(10_000));
    if (url.pathname === '/hang') return;
    if (url.pathname === '/loop') {
      response.statusCode = 307;
      response.setHeader('location', '/loop');
      return void response.end();
    }
    if (url.pathname === '/to') {
      response.statusCode = 302;
      response.setHeader('location', url.searchParams.get('location') ?? '/ok');
      return void response.end();
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () =>
      response.end(`${request.method} ${body} ${request.headers.authorization ?? '-'}`),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

describe('guardedFetch', () => {
  let server: Server;
  let base: string;
  const allowLoopback = userCode(['127.0.0.1']);
  const options = (policy: OutboundAddressPolicy) => ({ policy, timeoutMs: 2000, maxResponseBytes: 1000 });

  beforeAll(async () => {
    server = await startLocalServer();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  );

  it('fetches an allow-listed address, follows same-origin redirects and decodes gzip', async () => {
    const ok = await guardedFetch({ url: `${base}/to?location=/ok` }, options(allowLoopback));
    expect(ok).toMatchObject({ status: 200, body: 'hello', redirected: true, url: `${base}/ok` });
    expect((await guardedFetch({ url: `${base}/gzip` }, options(allowLoopback))).body).toBe('zipped');
    const posted = await guardedFetch(
      { url: `${base}/echo`, method: 'POST', body: 'payload', headers: { authorization: 'Bearer t' } },
      options(allowLoopback),
    );
    expect(posted.body).toBe('POST payload Bearer t');
  });

  it('refuses loopback by default, by address and by a name that resolves to it', async () => {
    const policy = userCode();
    const port = (server.address() as AddressInfo).port;
    await expect(guardedFetch({ url: `${base}/ok` }, options(policy))).rejects.toThrow(/loopback/);
    await expect(guardedFetch({ url: `http://localhost:${port}/ok` }, options(policy))).rejects.toThrow(
      /localhost \((127\.0\.0\.1|::1)\)/,
    );
  });

  it('checks every redirect hop before connecting', async () => {
    for (const target of ['http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://10.0.0.1/']) {
      await expect(
        guardedFetch({ url: `${base}/to?location=${encodeURIComponent(target)}` }, options(allowLoopback)),
      ).rejects.toThrow(/Refused/);
    }
  });

  it('bounds size, time, schemes and redirects', async () => {
    await expect(guardedFetch({ url: `${base}/big` }, options(allowLoopback))).rejects.toThrow(/larger than/);
    await expect(
      guardedFetch({ url: `${base}/hang` }, { ...options(allowLoopback), timeoutMs: 200 }),
    ).rejects.toThrow(/timed out/);
    await expect(guardedFetch({ url: 'file:///etc/passwd' }, options(allowLoopback))).rejects.toThrow(
      /Only http and https/,
    );
    await expect(
      guardedFetch({ url: `${base}/loop` }, { ...options(allowLoopback), maxRedirects: 2 }),
    ).rejects.toThrow(/Too many redirects/);
  });
});
