import {
  API_BASE_PATH,
  REQUEST_ORIGIN_HEADER,
  REQUEST_ORIGIN_INTERNAL,
  XSRF_COOKIE,
  XSRF_HEADER,
  errorMessage,
  errorResponseSchema,
} from '@loomflow/core';
import { ApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';
import type { ResponseSchema } from './response-schema.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Outgoing {
  readonly method: HttpMethod;
  readonly body?: unknown;
}

/**
 * One HTTP exchange with the API (spec §7): cookies included, JSON content type (multipart for a FormData
 * body), the internal request-origin header, and the XSRF header on every state-changing call. No client
 * timeout. A state-changing call without a body sends `{}` so that a JSON parser on the server never meets an
 * empty body.
 */
export async function send(path: string, outgoing: Outgoing): Promise<Response> {
  // Multipart uploads: the browser writes the content type with its boundary.
  const form = outgoing.body instanceof FormData ? outgoing.body : undefined;
  const headers: Record<string, string> = {
    ...(form ? {} : { 'Content-Type': 'application/json' }),
    Accept: 'application/json',
    [REQUEST_ORIGIN_HEADER]: REQUEST_ORIGIN_INTERNAL,
  };
  const init: RequestInit = { method: outgoing.method, credentials: 'include', headers };
  if (outgoing.method !== 'GET') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    init.body = form ?? JSON.stringify(outgoing.body ?? {});
  }
  try {
    return await fetch(`${API_BASE_PATH}${path}`, init);
  } catch (error: unknown) {
    throw new ApiError(0, `Cannot reach the server: ${errorMessage(error)}`);
  }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** The typed body of a successful answer, checked against the shared schema. */
export async function readBody<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  const json = await readJson(response);
  if (!json.ok) throw new ApiError(response.status, 'The server sent a response that is not JSON');
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    console.error(`Unexpected response from ${response.url}`, parsed.error.issues);
    throw new ApiError(response.status, 'The server sent an unexpected response');
  }
  return parsed.data;
}

/** The failure of an answer as an ApiError carrying the server's message (spec §8 ErrorResponse). */
export async function readError(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  const parsed = json.ok ? errorResponseSchema.safeParse(json.value) : undefined;
  if (parsed?.success) {
    const { message, retry, redirectTo, error, issues } = parsed.data;
    return new ApiError(response.status, message, { retry, redirectTo, error, issues });
  }
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, fallback);
}
