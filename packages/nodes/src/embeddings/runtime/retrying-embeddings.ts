import { Embeddings, type EmbeddingsInterface } from '@langchain/core/embeddings';
import { DocumentNodeError, reasonOf } from '../../document-loaders/runtime/document-node-error.ts';

export interface RetryOptions {
  /** The node's label, named in errors. */
  readonly label: string;
  /** Texts per request. */
  readonly batchSize: number;
  /** Retries of one request after the first attempt. */
  readonly maxRetries: number;
  readonly signal?: AbortSignal;
  /** First backoff delay; doubled at each retry (default 500 ms). */
  readonly baseDelayMs?: number;
  /** The longest wait between attempts, Retry-After included (default 60 s). */
  readonly maxDelayMs?: number;
}

/** Statuses worth another attempt: rate limits, timeouts and server-side failures. */
const RETRIED_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504, 529]);

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

/** The HTTP status an SDK error carries (OpenAI `status`, Mistral `statusCode`, Ollama `status_code`…). */
export function statusOf(error: unknown): number | undefined {
  for (const candidate of [
    field(error, 'status'),
    field(error, 'statusCode'),
    field(error, 'status_code'),
    field(field(error, 'response'), 'status'),
    field(field(error, 'rawResponse'), 'status'),
  ])
    if (typeof candidate === 'number') return candidate;
  return undefined;
}

function header(headers: unknown, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = field(headers, name);
  return typeof value === 'string' ? value : undefined;
}

/** The wait a rate-limit answer asks for (`retry-after-ms`, or `retry-after` in seconds or as a date). */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  for (const headers of [
    field(error, 'headers'),
    field(field(error, 'response'), 'headers'),
    field(field(error, 'rawResponse'), 'headers'),
  ]) {
    const milliseconds = Number(header(headers, 'retry-after-ms'));
    if (Number.isFinite(milliseconds) && milliseconds >= 0 && header(headers, 'retry-after-ms') !== undefined)
      return milliseconds;
    const value = header(headers, 'retry-after');
    if (value === undefined) continue;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(value);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return undefined;
}

/** The server's outbound policy refused the address ("Refused: …", possibly wrapped by the SDK): never retried. */
function refusalOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current.message.startsWith('Refused: ')) return current.message;
    current = current.cause;
  }
  return undefined;
}

function isNetworkError(error: unknown): boolean {
  const code = field(field(error, 'cause'), 'code');
  const text = `${error instanceof Error ? error.name : ''} ${reasonOf(error)} ${typeof code === 'string' ? code : ''}`;
  return /fetch failed|ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up|TimeoutError|Connection error/i.test(
    text,
  );
}

/** The reason an aborted signal carries, as an Error. */
function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('The operation was aborted');
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      if (signal) reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Settles with the call, or rejects as soon as the signal aborts (the call's own result is then dropped). */
function abortable<T>(call: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return call;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    call.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * Embeddings that send texts in batches of `batchSize`, one request at a time, and retry a rate-limited or
 * failed request with exponential backoff, waiting what a `Retry-After` answer asks for; the signal stops
 * everything (requests under way and waits). Errors name the node and the provider's answer.
 */
export class RetryingEmbeddings extends Embeddings {
  constructor(
    private readonly inner: EmbeddingsInterface,
    private readonly options: RetryOptions,
  ) {
    super({ maxRetries: 0 });
  }

  /** Requests sent so far (each attempt counts). */
  attempts = 0;

  async embedDocuments(texts: string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += this.options.batchSize) {
      const batch = texts.slice(start, start + this.options.batchSize);
      vectors.push(...(await this.withRetries(() => this.inner.embedDocuments(batch))));
    }
    return vectors;
  }

  embedQuery(text: string): Promise<number[]> {
    return this.withRetries(() => this.inner.embedQuery(text));
  }

  private async withRetries<T>(call: () => Promise<T>): Promise<T> {
    const { signal, maxRetries, label } = this.options;
    const baseDelay = this.options.baseDelayMs ?? 500;
    const maxDelay = this.options.maxDelayMs ?? 60_000;
    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      this.attempts += 1;
      try {
        return await abortable(call(), signal);
      } catch (error) {
        if (signal?.aborted) throw abortError(signal);
        const refusal = refusalOf(error);
        if (refusal) throw new DocumentNodeError(`${label}: the embeddings request failed (${refusal})`);
        const status = statusOf(error);
        const retryable = status === undefined ? isNetworkError(error) : RETRIED_STATUSES.has(status);
        const answer = `${status === undefined ? '' : `HTTP ${status}: `}${reasonOf(error)}`;
        if (!retryable) throw new DocumentNodeError(`${label}: the embeddings request failed (${answer})`);
        if (attempt >= maxRetries)
          throw new DocumentNodeError(
            `${label}: the embeddings request failed ${attempt + 1} times${status === 429 ? ' (rate limited)' : ''}; last answer: ${answer}`,
          );
        const backoff = baseDelay * 2 ** attempt * (0.75 + Math.random() * 0.5);
        await sleep(Math.min(retryAfterMs(error) ?? backoff, maxDelay), signal);
      }
    }
  }
}
