import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from '../fake-openai/http-io.util.ts';

/** One request a provider fake received. */
export interface ProviderRequest {
  readonly method: string;
  /** Path without the query string, e.g. `/v1/messages`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** Parsed JSON body; undefined when it had none or it was not JSON. */
  readonly body: unknown;
  /** The body as received (UTF-8 text), for fakes that hash it (AWS SigV4). */
  readonly rawBody: string;
  /** The request target as sent, path and query still percent-encoded as the client wrote them. */
  readonly rawUrl: string;
}

/** Answers one request; false when the route is not the fake's (a 404 naming the path is sent). */
export type ProviderHandler = (request: ProviderRequest, response: ServerResponse) => Promise<boolean>;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly requests: readonly ProviderRequest[];
  reset(): void;
  close(): Promise<void>;
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/** A tiny HTTP server on 127.0.0.1 (ephemeral port) that records every request before its handler answers. */
export async function startLoopbackServer(name: string, handler: ProviderHandler): Promise<LoopbackServer> {
  const requests: ProviderRequest[] = [];
  const server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const rawBody = await readBody(incoming, 10 * 1024 * 1024);
      const request: ProviderRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: parsed(rawBody),
        rawBody,
        rawUrl: incoming.url ?? '/',
      };
      requests.push(request);
      const handled = await handler(request, response);
      if (!handled) sendJson(response, 404, { error: { message: `${name} fake: no route ${request.path}` } });
    })().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      sendJson(response, 500, { error: { message: `${name} fake failed: ${message}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reset() {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
