import type { GuardedFetch } from '@loomflow/nodes/runtime';
import { AddressPolicy } from '../net/address-policy.ts';
import { guardedFetch } from '../net/guarded-fetch.ts';

export interface GuardedFetchAdapterOptions {
  readonly denyList: readonly string[];
  readonly allowList: readonly string[];
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

/** Statuses whose responses have no body (the `Response` constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The executors' `fetch` (HTTP node, Execute Flow to a remote server), behind the SSRF guard: every hop checked
 * against HTTP_DENY_LIST / HTTP_ALLOW_LIST and the private ranges, DNS pinned at connect time, bounded in time
 * and size. Bodies travel as text.
 */
export function createGuardedFetch(options: GuardedFetchAdapterOptions): GuardedFetch {
  const policy = new AddressPolicy({ denyList: options.denyList, allowList: options.allowList });
  return async (url, init) => {
    const request = new Request(url, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.text();
    const answer = await guardedFetch(
      { url: request.url, method, headers, ...(body !== undefined && body !== '' ? { body } : {}) },
      { policy, timeoutMs: options.timeoutMs, maxResponseBytes: options.maxResponseBytes },
    );
    const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
    return new Response(NULL_BODY_STATUSES.has(status) ? null : answer.body, {
      status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}
