import type { IncomingHttpHeaders } from 'node:http';
import type { FakeAssistantsView } from './assistants.store.ts';
import type { ChatCompletionRequest, EmbeddingsRequest } from './openai-request.schemas.ts';

/** Delays applied before the first byte and between streamed tokens. */
export interface LatencyOptions {
  /** Wait this long before anything (headers included) is written. */
  firstTokenLatencyMs?: number;
  /** Wait this long between streamed chunks (non-streaming: once per completion token). */
  perTokenLatencyMs?: number;
}

export interface FakeOpenAIOptions extends LatencyOptions {
  /** Port to listen on; 0 (default) picks an ephemeral port. */
  port?: number;
  /** Interface to bind; default `127.0.0.1`. */
  host?: string;
  /** Require `Authorization: Bearer <key>`; default true. */
  requireApiKey?: boolean;
  /** When set, only this exact key is accepted (implies `requireApiKey`). */
  apiKey?: string;
  /** Embedding dimension used when a request does not send `dimensions`; default 1536. */
  embeddingDimensions?: number;
  /** Ids listed by `GET /v1/models`. */
  models?: readonly string[];
  /** Largest accepted request body in bytes; default 10 MiB. */
  maxBodyBytes?: number;
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter';

export interface UsageOverride {
  promptTokens?: number;
  completionTokens?: number;
}

interface ReplyCommon extends LatencyOptions {
  finishReason?: FinishReason;
  usage?: UsageOverride;
  /** Responses API: the reasoning summary answered when the request asks for one (`reasoning.summary`). */
  reasoningSummary?: string;
  /**
   * Responses API: built-in tools the model runs before answering (`web_search_preview`, `code_interpreter`,
   * `image_generation`), each answered as its call item; the request must offer them.
   */
  builtInTools?: readonly string[];
}

/** A file citation or path in an assistant's message (Assistants API runs only; chat completions ignore it). */
export interface ScriptedAnnotation {
  type: 'file_citation' | 'file_path';
  /** The marker as it appears in the content, e.g. `【4:0†source】` or `sandbox:/mnt/data/report.csv`. */
  text: string;
  fileId: string;
}

export interface TextReply extends ReplyCommon {
  type: 'text';
  content: string;
  /** Annotations of the assistant message a fake Assistants API run writes with this text. */
  annotations?: readonly ScriptedAnnotation[];
}

export interface ScriptedToolCall {
  /** Defaults to a deterministic `call_fake_<n>`. */
  id?: string;
  name: string;
  /** A JSON string, or an object that is JSON-encoded. */
  arguments: string | Readonly<Record<string, unknown>>;
}

export interface ToolCallsReply extends ReplyCommon {
  type: 'tool_calls';
  toolCalls: readonly ScriptedToolCall[];
  /** Optional assistant text sent alongside the calls. */
  content?: string;
}

export interface ErrorReply extends LatencyOptions {
  type: 'error';
  status: number;
  message?: string;
  /** OpenAI `error.type`, e.g. `rate_limit_error`; derived from the status when omitted. */
  errorType?: string;
  code?: string | null;
  param?: string | null;
  headers?: Readonly<Record<string, string>>;
}

export type ChatReply = TextReply | ToolCallsReply | ErrorReply;

export interface ReplyContext {
  headers: IncomingHttpHeaders;
}

/** A reply computed from the request. A plain string is shorthand for a text reply. */
export type ChatReplyFn = (
  request: ChatCompletionRequest,
  context: ReplyContext,
) => ChatReply | string | Promise<ChatReply | string>;

export type ChatReplySource = string | ChatReply | ChatReplyFn;

export interface ChatMatchFields {
  /** Exact model id, or a pattern. */
  model?: string | RegExp;
  /** Substring of (or pattern for) the text of the last user message. */
  lastUserMessage?: string | RegExp;
  /** Header name (any case) that must be present with this exact value. */
  header?: readonly [name: string, value: string];
}

export type ChatMatcher =
  ChatMatchFields | ((request: ChatCompletionRequest, context: ReplyContext) => boolean);

export interface ChatScriptRule {
  /** Only requests that satisfy this are answered by the rule; without `when` any request matches. */
  when?: ChatMatcher;
  reply: ChatReplySource;
  /** How many requests this rule answers before it is used up; default 1, `Infinity` allowed. */
  times?: number;
}

export interface EmbeddingsScriptRule {
  when?: (request: EmbeddingsRequest, context: ReplyContext) => boolean;
  reply: ErrorReply;
  times?: number;
}

export type ScriptItem = ChatReplySource | ChatScriptRule;

export type EmbeddingsScriptItem = ErrorReply | EmbeddingsScriptRule;

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; `undefined` when there was no body or it was not JSON. */
  body: unknown;
}

export interface FakeOpenAI {
  /** Base URL ending in `/v1`, e.g. `http://127.0.0.1:54321/v1`. */
  readonly url: string;
  readonly port: number;
  /** Every request received, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Bodies of well-formed chat completion requests, oldest first. */
  chatRequests(): ChatCompletionRequest[];
  /** Bodies of well-formed embeddings requests, oldest first. */
  embeddingRequests(): EmbeddingsRequest[];
  /** Queue chat completion replies; the first queued rule matching a request answers it. */
  script(...items: ScriptItem[]): void;
  /** Queue embeddings failures (normal requests get deterministic vectors without scripting). */
  scriptEmbeddings(...items: EmbeddingsScriptItem[]): void;
  /**
   * The Assistants API objects the fake holds (assistants, files, vector stores, threads and messages, runs, the
   * requests run turns amounted to). Runs answer from the same script queue as chat completions.
   */
  readonly assistantsApi: FakeAssistantsView;
  /** Base URL to give Azure OpenAI clients as `endpoint` (paths `/openai/...?api-version=`, key in `api-key`). */
  readonly azureEndpoint: string;
  /** Number of scripted rules (chat and embeddings) not used up yet. */
  pendingScripts(): number;
  /** Forget recorded requests and queued scripts, restart id counters. */
  reset(): void;
  close(): Promise<void>;
}
