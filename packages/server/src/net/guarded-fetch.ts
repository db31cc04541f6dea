import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { guardedLookup } from './guarded-lookup.ts';
import type { OutboundAddressPolicy } from './outbound-address-policy.ts';
import { OutboundRequestError } from './outbound-request-error.ts';

export { OutboundRequestError };

export interface GuardedRequest {
  readonly url: string;
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface GuardedResponse {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly redirected: boolean;
}

export interface GuardedFetchOptions {
  readonly policy: OutboundAddressPolicy;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
  readonly maxRedirects?: number;
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

async function readLimited(stream: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new OutboundRequestError(`Response is larger than ${limit} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function flatHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Headers without the ones that must not follow a redirect to another origin. */
function withoutCredentials(
  headers: Readonly<Record<string, string>> | undefined,
): Record<string, string> | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())),
  );
}

function checkUrl(raw: string, policy: OutboundAddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRequestError(`Invalid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRequestError(`Only http and https URLs can be fetched, not ${url.protocol}`);
  const reason = policy.refuseHost(url.hostname);
  if (reason) throw new OutboundRequestError(`Refused: ${reason}`);
  return url;
}

function once(
  url: URL,
  request: GuardedRequest,
  options: GuardedFetchOptions,
  deadline: number,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: request.method ?? 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br', ...request.headers },
      lookup: guardedLookup(options.policy),
      timeout: Math.max(1, deadline - Date.now()),
    });
    outgoing.on('timeout', () => {
      outgoing.destroy(new OutboundRequestError(`Request to ${url.host} timed out`));
    });
    outgoing.on('error', (error) => {
      reject(error instanceof OutboundRequestError ? error : new OutboundRequestError(error.message));
    });
    outgoing.on('response', resolve);
    outgoing.end(request.body);
  });
}

/** The final answer after the redirects (each hop checked), its body not read yet. */
async function follow(
  request: GuardedRequest,
  options: GuardedFetchOptions,
): Promise<{ response: IncomingMessage; url: URL; redirected: boolean }> {
  const deadline = Date.now() + options.timeoutMs;
  const maxRedirects = options.maxRedirects ?? 5;
  let current = request;
  let url = checkUrl(request.url, options.policy);
  for (let hop = 0; ; hop += 1) {
    const response = await once(url, current, options, deadline);
    const location = response.headers.location;
    if (
      response.statusCode !== undefined &&
      response.statusCode >= 300 &&
      response.statusCode < 400 &&
      location
    ) {
      response.resume();
      if (hop >= maxRedirects)
        throw new OutboundRequestError(`Too many redirects (more than ${maxRedirects})`);
      const next = checkUrl(new URL(location, url).toString(), options.policy);
      const keepsBody = response.statusCode === 307 || response.statusCode === 308;
      const headers = next.origin === url.origin ? current.headers : withoutCredentials(current.headers);
      current = keepsBody
        ? { ...current, url: next.toString(), ...(headers ? { headers } : {}) }
        : { url: next.toString(), method: 'GET', ...(headers ? { headers } : {}) };
      url = next;
      continue;
    }
    return { response, url, redirected: hop > 0 };
  }
}

/**
 * Outbound HTTP for code written by users: only http(s), every hop (each redirect too) checked by the policy
 * before connecting and again on the resolved addresses, bounded in time and size.
 */
export async function guardedFetch(
  request: GuardedRequest,
  options: GuardedFetchOptions,
): Promise<GuardedResponse> {
  const { response, url, redirected } = await follow(request, options);
  const body = await readLimited(decoded(response), options.maxResponseBytes);
  return {
    url: url.toString(),
    status: response.statusCode ?? 0,
    statusText: response.statusMessage ?? '',
    headers: flatHeaders(response),
    body,
    redirected,
  };
}

/** An answer whose body the caller reads as it comes (an event stream). */
export interface GuardedStream extends Omit<GuardedResponse, 'body'> {
  /** Decoded body; ends with an error when the server stays silent longer than the timeout. */
  readonly body: Readable;
}

/**
 * Like `guardedFetch`, for answers that stay open (server-sent events): the same checks, but the body is handed
 * over as a stream, bounded by the idle timeout instead of a size. The caller destroys it when done.
 */
export async function guardedStream(
  request: GuardedRequest,
  options: GuardedFetchOptions,
): Promise<GuardedStream> {
  const { response, url, redirected } = await follow(request, options);
  return {
    url: url.toString(),
    status: response.statusCode ?? 0,
    statusText: response.statusMessage ?? '',
    headers: flatHeaders(response),
    body: decoded(response),
    redirected,
  };
}
