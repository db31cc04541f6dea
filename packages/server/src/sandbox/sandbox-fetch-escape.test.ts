import type { SandboxOutcome } from '@loomflow/core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundPolicy } from '../net/outbound-policy.ts';
import { SandboxClient } from './sandbox-client.ts';

const TIMEOUT_MS = 2000;

/** A loopback server that counts what reaches it; `/to?location=…` redirects there. */
function startLocalServer(hits: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/to') {
      response.statusCode = 302;
      response.setHeader('location', url.searchParams.get('location') ?? '/');
      return void response.end();
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ path: url.pathname, secret: 'internal-only' }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

function refused(outcome: SandboxOutcome): void {
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) {
    expect(outcome.error.kind).toBe('runtime');
    expect(outcome.error.message).toMatch(/fetch failed: (Refused|Only http)/);
    expect(outcome.error.line).toBe(1);
  }
}

describe('sandbox escape suite: fetch through the SSRF guard', () => {
  const hits: string[] = [];
  let server: Server;
  let port: number;
  let guarded: SandboxClient;
  let loopbackAllowed: SandboxClient;
  const config = { timeoutMs: TIMEOUT_MS, memoryMb: 32, maxConcurrent: 2, maxQueued: 20 };

  beforeAll(async () => {
    server = await startLocalServer(hits);
    port = (server.address() as AddressInfo).port;
    const policy = (allowList: string[]) =>
      new OutboundPolicy({ platform: 'open source', denyList: [], allowList, adminAllowList: () => [] });
    guarded = new SandboxClient(config, policy([]));
    loopbackAllowed = new SandboxClient(config, policy(['127.0.0.1']));
    await Promise.all([guarded.warmUp(), loopbackAllowed.warmUp()]);
  });
  afterAll(async () => {
    await Promise.all([guarded.close(), loopbackAllowed.close()]);
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });

  // PORT is replaced by the local server's port once it listens.
  it.each([
    ['127.0.0.1', 'http://127.0.0.1:PORT/direct'],
    ['169.254.169.254 (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['[::1]', 'http://[::1]:PORT/v6'],
    ['decimal IP 2130706433', 'http://2130706433:PORT/decimal'],
    ['octal IP 0177.0.0.1', 'http://0177.0.0.1:PORT/octal'],
    ['hex IP 0x7f.1', 'http://0x7f.1:PORT/hex'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]:PORT/mapped'],
    ['a name that resolves to loopback', 'http://localhost:PORT/name'],
    ['a private range', 'http://10.0.0.1/'],
    ['file: URLs', 'file:///etc/passwd'],
  ])('refuses fetch to %s, before connecting', async (_label, target) => {
    const url = target.replace('PORT', String(port));
    refused(await guarded.run({ code: `return await fetch(${JSON.stringify(url)})`, parameters: {} }));
    expect(hits).toEqual([]);
  });

  it.each([
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]:PORT/'],
    ['a private range', 'http://10.1.1.1/'],
  ])('refuses a redirect from an allowed server to %s', async (_label, target) => {
    const location = target.replace('PORT', String(port));
    const url = `http://127.0.0.1:${port}/to?location=${encodeURIComponent(location)}`;
    refused(
      await loopbackAllowed.run({ code: `return await fetch(${JSON.stringify(url)})`, parameters: {} }),
    );
    expect(hits.every((hit) => hit.startsWith('/to?'))).toBe(true);
  });

  it('lets an allow-listed address through, as a JSON copy', async () => {
    const outcome = await loopbackAllowed.run({
      code: `const response = await fetch($url, { method: 'POST', body: { a: 1 } });
        return { ok: response.ok, status: response.status, type: response.headers.get('content-type'),
          body: await response.json() }`,
      parameters: { $url: `http://127.0.0.1:${port}/allowed` },
    });
    expect(outcome).toMatchObject({
      ok: true,
      result: { ok: true, status: 200, type: 'application/json', body: { path: '/allowed' } },
    });
  });

  it('caps the number of fetch calls in one run', async () => {
    const outcome = await loopbackAllowed.run({
      code: 'for (let i = 0; i < 25; i += 1) await fetch($url); return "all done"',
      parameters: { $url: `http://127.0.0.1:${port}/many` },
    });
    expect(outcome).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/at most 20 fetch/) },
    });
  });
});
