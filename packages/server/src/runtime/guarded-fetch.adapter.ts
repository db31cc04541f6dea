import type { GuardedFetch } from '@loomflow/nodes/runtime';
import type { Readable } from 'node:stream';
import { guardedFetch, guardedStream } from '../net/guarded-fetch.ts';
import type { OutboundAddressPolicy } from '../net/outbound-address-policy.ts';

export interface GuardedFetchAdapterOptions {
  /** The outbound policy of the requests' purpose (`OutboundPolicy.for('http-node')`, `'loader'`, `'mcp'`…). */
  readonly policy: OutboundAddressPolicy;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

/** A Node stream as a web stream; cancelling (or the request's signal) destroys it. */
function webStream(body: Readable, signal: AbortSignal): ReadableStream<Uint8Array> {
  const stop = () => {
    body.destroy();
  };
  signal.addEventListener('abort', stop, { once: true });
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk));
      });
      body.on('end', () => {
        signal.removeEventListener('abort', stop);
        controller.close();
      });
      body.on('error', (error) => {
        signal.removeEventListener('abort', stop);
        controller.error(error);
      });
    },
    cancel: stop,
  });
}

/** Statuses whose responses have no body (the `Response` constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The executors' `fetch` (HTTP node, Execute Flow to a remote server, loaders, MCP), behind the SSRF guard: every
 * hop checked by the purpose's outbound policy, DNS pinned at connect time, bounded in time
 * and size. Bodies travel as text, except event streams (GET with `accept: text/event-stream`), which are passed
 * on as they come and end with the request's signal.
 */
export function createGuardedFetch(options: GuardedFetchAdapterOptions): GuardedFetch {
  const policy = options.policy;
  return async (url, init) => {
    const request = new Request(url, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const method = request.method.toUpperCase();
    const limits = { policy, timeoutMs: options.timeoutMs, maxResponseBytes: options.maxResponseBytes };
    // An event stream (MCP over HTTP+SSE) stays open: its body is passed on as it comes.
    if (method === 'GET' && (request.headers.get('accept') ?? '').includes('text/event-stream')) {
      const stream = await guardedStream({ url: request.url, method, headers }, limits);
      const status = stream.status >= 200 && stream.status <= 599 ? stream.status : 502;
      if (NULL_BODY_STATUSES.has(status)) stream.body.destroy();
      const body = NULL_BODY_STATUSES.has(status) ? null : webStream(stream.body, request.signal);
      return new Response(body, { status, statusText: stream.statusText, headers: stream.headers });
    }
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.text();
    const answer = await guardedFetch(
      { url: request.url, method, headers, ...(body !== undefined && body !== '' ? { body } : {}) },
      limits,
    );
    const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
    return new Response(NULL_BODY_STATUSES.has(status) ? null : answer.body, {
      status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}
