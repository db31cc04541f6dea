import { createRequire } from 'node:module';
import type * as UndiciModule from 'undici';
import type { Agent } from 'undici';
import { guardedLookup } from './guarded-lookup.ts';
import type { OutboundAddressPolicy } from './outbound-address-policy.ts';
import { OutboundRequestError } from './outbound-request-error.ts';

/** undici, loaded at the first outbound connection (serving a request never needs it; the start path stays small). */
type Undici = typeof UndiciModule;
let undici: Undici | undefined;
function isUndici(value: unknown): value is Undici {
  return typeof value === 'object' && value !== null && 'Agent' in value && 'buildConnector' in value;
}
function loadUndici(): Undici {
  if (!undici) {
    const loaded: unknown = createRequire(import.meta.url)('undici');
    if (!isUndici(loaded)) throw new Error('The undici package could not be loaded');
    undici = loaded;
  }
  return undici;
}

/** How long a connection may take to open. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Statuses whose responses have no body (the `Response` constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * An undici dispatcher whose every connection passes `policy`: the host (an IP literal is never looked up, so
 * it is judged as written), then every address its name resolves to; the socket connects to the checked
 * addresses only (pinned). Every redirect hop to another origin opens a new connection, so it is checked too.
 */
export function outboundDispatcher(policy: OutboundAddressPolicy): Agent {
  const { Agent, buildConnector } = loadUndici();
  const connect = buildConnector({ lookup: guardedLookup(policy), timeout: CONNECT_TIMEOUT_MS });
  return new Agent({
    connect(options, callback) {
      const refusal = policy.refuseHost(options.hostname);
      if (refusal) callback(new OutboundRequestError(`Refused: ${refusal}`), null);
      else connect(options, callback);
    },
  });
}

/** undici's body as the process's web stream (the SDKs read it as it comes; cancelling cancels the request). */
function relayed(reader: {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(reason?: unknown): Promise<void>;
}) {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else if (value) controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The refusal behind a failed fetch (undici wraps it in "fetch failed"), so the person sees why. */
function unwrapped(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof OutboundRequestError) return current;
    current = current.cause;
  }
  return error;
}

/**
 * A standard `fetch` for provider SDKs (models, embeddings, vector stores) whose connections pass `policy`:
 * answers stream as they come (model tokens), redirects are followed with every hop checked at connect.
 */
export function outboundFetch(policy: OutboundAddressPolicy): typeof fetch {
  let dispatcher: Agent | undefined;
  return async (input, init) => {
    dispatcher ??= outboundDispatcher(policy);
    const undiciFetch = loadUndici().fetch;
    const request = new Request(input, init);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const headers: [string, string][] = [];
    request.headers.forEach((value, name) => headers.push([name, value]));
    try {
      const answer = await undiciFetch(request.url, {
        method: request.method,
        headers,
        ...(hasBody ? { body: new Uint8Array(await request.arrayBuffer()) } : {}),
        redirect: request.redirect,
        signal: request.signal,
        dispatcher,
      });
      const body =
        NULL_BODY_STATUSES.has(answer.status) || !answer.body ? null : relayed(answer.body.getReader());
      const response = new Response(body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: [...answer.headers],
      });
      return response;
    } catch (error) {
      throw unwrapped(error);
    }
  };
}
