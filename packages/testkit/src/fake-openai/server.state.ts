import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FakeOpenAIOptions } from './fake-openai.types.ts';
import { AssistantsStore } from './assistants.store.ts';
import { ScriptQueue } from './script.queue.ts';

/** `created` of every object the server returns; fixed so whole responses are reproducible. */
export const FIXED_CREATED_AT = 1_700_000_000;

export const DEFAULT_MODELS: readonly string[] = [
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4.1-mini',
  'text-embedding-3-small',
  'text-embedding-3-large',
];

export interface ResolvedOptions {
  host: string;
  port: number;
  requireApiKey: boolean;
  apiKey: string | undefined;
  embeddingDimensions: number;
  models: readonly string[];
  maxBodyBytes: number;
  firstTokenLatencyMs: number;
  perTokenLatencyMs: number;
}

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback;
  if (!Number.isFinite(resolved) || resolved < 0) {
    throw new RangeError(`Fake OpenAI option "${name}" must be a non-negative number, got ${resolved}.`);
  }
  return resolved;
}

export function resolveOptions(options: FakeOpenAIOptions): ResolvedOptions {
  const embeddingDimensions = options.embeddingDimensions ?? 1536;
  if (!Number.isInteger(embeddingDimensions) || embeddingDimensions < 1) {
    throw new RangeError(
      `Fake OpenAI option "embeddingDimensions" must be a positive integer, got ${embeddingDimensions}.`,
    );
  }
  return {
    host: options.host ?? '127.0.0.1',
    port: nonNegative('port', options.port, 0),
    requireApiKey: options.apiKey !== undefined || (options.requireApiKey ?? true),
    apiKey: options.apiKey,
    embeddingDimensions,
    models: options.models ?? DEFAULT_MODELS,
    maxBodyBytes: nonNegative('maxBodyBytes', options.maxBodyBytes, 10 * 1024 * 1024),
    firstTokenLatencyMs: nonNegative('firstTokenLatencyMs', options.firstTokenLatencyMs, 0),
    perTokenLatencyMs: nonNegative('perTokenLatencyMs', options.perTokenLatencyMs, 0),
  };
}

/** Mutable per-server state shared by the route handlers. */
export class ServerState {
  readonly scripts = new ScriptQueue();
  /** Assistants API objects (assistants, files, vector stores, threads, runs). */
  readonly assistants = new AssistantsStore();
  #counters = new Map<string, number>();

  constructor(readonly options: ResolvedOptions) {}

  /** Deterministic ids: `chatcmpl-fake-1`, `call_fake_1`, ... restarted by `reset()`. */
  nextId(prefix: string): string {
    const next = (this.#counters.get(prefix) ?? 0) + 1;
    this.#counters.set(prefix, next);
    return `${prefix}${next}`;
  }

  reset(): void {
    this.scripts.clear();
    this.assistants.clear();
    this.#counters.clear();
  }
}

/** What every route handler receives. */
export interface RouteContext {
  state: ServerState;
  /** The OpenAI path (`/v1/...`); Azure's `/openai/...` arrives here rewritten to it. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The body's bytes (multipart uploads are parsed from these; `body` is undefined for them). */
  rawBody: Buffer;
  response: ServerResponse;
  /** Fires when the client disconnects early. */
  signal: AbortSignal;
}

/** One endpoint of the fake server: its method, its path pattern and its handler (given the pattern's groups). */
export interface Route {
  method: string;
  pattern: RegExp;
  handle: (context: RouteContext, params: readonly string[]) => void | Promise<void>;
}
