import { vi } from 'vitest';

export interface RecordedRequest {
  readonly method: string;
  /** Path below `/api/v1`, e.g. `/apikey`. */
  readonly path: string;
  /** The query string, decoded. */
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
  readonly body: unknown;
  /** A multipart body as sent. */
  readonly form: FormData | undefined;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return jsonResponse(status, { statusCode: status, success: false, message, ...extra });
}

/** Replaces global fetch with a handler that sees each request already decoded; returns the log. */
export function stubFetch(handler: FetchHandler): RecordedRequest[] {
  const log: RecordedRequest[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const body: unknown = rawBody === undefined ? undefined : JSON.parse(rawBody);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body,
      form: init.body instanceof FormData ? init.body : undefined,
    };
    log.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fake);
  return log;
}
