import type { GuardedFetch } from '../../runtime/outbound-port.ts';

/**
 * A `fetch` for provider SDKs that goes through the SSRF-guarded fetch (so a base URL a user typed is checked
 * like any other outbound address) and stops when the job's signal aborts.
 */
export function sdkFetch(guarded: GuardedFetch, signal: AbortSignal | undefined): typeof fetch {
  return async (input, init) => {
    let url: string;
    let requestInit: RequestInit = { ...init };
    if (input instanceof Request) {
      url = input.url;
      const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
      requestInit = {
        method: input.method,
        headers: input.headers,
        ...(hasBody ? { body: await input.arrayBuffer() } : {}),
        signal: input.signal,
        ...init,
      };
    } else url = input instanceof URL ? input.href : input;
    const signals = [requestInit.signal, signal].filter(
      (item): item is AbortSignal => item instanceof AbortSignal,
    );
    if (signals.length > 0) requestInit.signal = AbortSignal.any(signals);
    return guarded(url, requestInit);
  };
}
