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

type UndiciInit = NonNullable<Parameters<Undici['fetch']>[1]>;

/** Whether a body undici reads as the process's own would (text and bytes; forms and streams are not). */
function isPlainBody(body: unknown): body is string | Uint8Array | ArrayBuffer | null | undefined {
  return (
    body === undefined ||
    body === null ||
    typeof body === 'string' ||
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer
  );
}

/** Headers of any form as name/value pairs. */
function headerPairs(headers: ConstructorParameters<typeof Headers>[0]): [string, string][] {
  const pairs: [string, string][] = [];
  new Headers(headers).forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

/**
 * undici's fetch arguments for the process's `fetch(input, init)`. The SDKs' usual call — an address and a text
 * or bytes body — goes as it is (no Request built, no body stream read back: that was most of a model call's own
 * cost); anything else (a Request, a form, a stream) through the process's Request, read as bytes.
 */
async function undiciArguments(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  dispatcher: Agent,
): Promise<[string, UndiciInit]> {
  const body = init?.body;
  if ((typeof input === 'string' || input instanceof URL) && isPlainBody(body)) {
    const method = init?.method ?? 'GET';
    const bodiless = ['GET', 'HEAD'].includes(method.toUpperCase());
    const sendsBody = !bodiless && body !== undefined && body !== null;
    return [
      String(input),
      {
        method,
        headers: headerPairs(init?.headers),
        ...(sendsBody ? { body } : {}),
        ...(init?.redirect ? { redirect: init.redirect } : {}),
        ...(init?.signal ? { signal: init.signal } : {}),
        dispatcher,
      },
    ];
  }
  const request = new Request(input, init);
  const sendsBody = request.method !== 'GET' && request.method !== 'HEAD';
  return [
    request.url,
    {
      method: request.method,
      headers: headerPairs(request.headers),
      ...(sendsBody ? { body: new Uint8Array(await request.arrayBuffer()) } : {}),
      redirect: request.redirect,
      signal: request.signal,
      dispatcher,
    },
  ];
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
    try {
      const [url, undiciInit] = await undiciArguments(input, init, dispatcher);
      const answer = await undiciFetch(url, undiciInit);
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
