import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installScopedGlobalFetch, runWithFetch, withFetchEachStep } from './scoped-global-fetch.ts';

interface Listener {
  readonly base: string;
  readonly received: string[];
  close(): Promise<void>;
}

async function listen(host: string, answer: RequestListener): Promise<Listener> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(request.url ?? '/');
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://${host}:${String(port)}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * A stand-in for the server's checked fetch: follows redirects itself and refuses any hop to `refusedHost`
 * before connecting (the server's does it at connect, pinned; here only the routing through it is under test).
 */
function checkedFetch(refusedHost: string, underlying: typeof fetch): typeof fetch {
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    for (let hop = 0; hop < 5; hop += 1) {
      if (url.hostname === refusedHost) throw new Error(`Refused: ${url.host} is not allowed`);
      const answer = await underlying(url, { ...init, redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status < 300 || answer.status >= 400 || !location) return answer;
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  };
}

describe('scoped global fetch', () => {
  let refused: Listener;
  let redirecting: Listener;
  let processFetch: typeof fetch;

  beforeAll(async () => {
    processFetch = globalThis.fetch;
    refused = await listen('127.0.0.2', (_request, response) => {
      response.end('secret');
    });
    redirecting = await listen('127.0.0.1', (_request, response) => {
      response.writeHead(302, { location: `${refused.base}/secret` });
      response.end();
    });
  });
  afterAll(async () => {
    globalThis.fetch = processFetch;
    await refused.close();
    await redirecting.close();
  });

  it('inside the scope, a global fetch that is redirected to a refused address is refused and reaches nothing', async () => {
    const checked = checkedFetch('127.0.0.2', processFetch);
    await expect(runWithFetch(checked, () => fetch(`${redirecting.base}/v1beta/models`))).rejects.toThrow(
      'Refused: 127.0.0.2',
    );
    // Also when the call happens later in the same async flow (after awaits and timers, as SDK retries do).
    await expect(
      runWithFetch(checked, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return fetch(`${redirecting.base}/later`);
      }),
    ).rejects.toThrow('Refused: 127.0.0.2');
    expect(redirecting.received).toEqual(['/v1beta/models', '/later']);
    expect(refused.received).toEqual([]);
  });

  it('steps a stream inside the scope, so a request opened at its first step goes through the checked fetch', async () => {
    const checked = checkedFetch('127.0.0.2', processFetch);
    async function* stream(): AsyncGenerator<string> {
      const answer = await fetch(`${redirecting.base}/stream`);
      yield await answer.text();
    }
    const chunks: string[] = [];
    const consume = async () => {
      for await (const chunk of withFetchEachStep(checked, stream())) chunks.push(chunk);
    };
    await expect(consume()).rejects.toThrow('Refused: 127.0.0.2');
    expect(chunks).toEqual([]);
    expect(refused.received).toEqual([]);
  });

  it('outside the scope, the global fetch behaves as before (follows the redirect) and is installed once', async () => {
    installScopedGlobalFetch();
    const installed = globalThis.fetch;
    installScopedGlobalFetch();
    expect(globalThis.fetch).toBe(installed);
    const answer = await fetch(`${redirecting.base}/outside`);
    expect(await answer.text()).toBe('secret');
    expect(refused.received).toEqual(['/secret']);
  });

  it('lets a checked fetch that itself uses the global fetch reach the original one (no loop)', async () => {
    const asked: string[] = [];
    const viaGlobal: typeof fetch = (input, init) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return fetch(input, init);
    };
    const answer = await runWithFetch(viaGlobal, () => fetch(`${redirecting.base}/nested`));
    expect(answer.status).toBe(200);
    expect(asked).toEqual([`${redirecting.base}/nested`]);
  });

  it('wraps a fetch that replaced the wrapper since (a stub) instead of losing the scope', async () => {
    const seen: string[] = [];
    globalThis.fetch = (input) => {
      seen.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response('stub'));
    };
    const checked: typeof fetch = () => Promise.resolve(new Response('checked'));
    expect(await (await runWithFetch(checked, () => fetch('http://example.test/a'))).text()).toBe('checked');
    expect(await (await fetch('http://example.test/b')).text()).toBe('stub');
    expect(seen).toEqual(['http://example.test/b']);
    globalThis.fetch = processFetch;
  });
});
