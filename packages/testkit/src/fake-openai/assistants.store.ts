import type { ChatCompletionRequest, ChatMessage } from './openai-request.schemas.ts';

/**
 * In-memory objects of the fake Assistants API (assistants, files, vector stores, threads, messages, runs), in the
 * shapes OpenAI returns them. Ids are deterministic (`asst_fake_1`, `file-fake-1`, …) and restart on `reset()`.
 */

export interface FakeAssistantTool {
  type: string;
  function?: { name: string; description?: string; parameters?: unknown };
}

export interface FakeAssistantObject {
  id: string;
  object: 'assistant';
  created_at: number;
  name: string | null;
  description: string | null;
  model: string;
  instructions: string | null;
  tools: FakeAssistantTool[];
  tool_resources: Record<string, unknown>;
  metadata: Record<string, string>;
  temperature: number | null;
  top_p: number | null;
  response_format: unknown;
}

export interface FakeFileObject {
  id: string;
  object: 'file';
  bytes: number;
  created_at: number;
  filename: string;
  purpose: string;
  status: 'processed';
  status_details: null;
}

export interface FakeVectorStoreObject {
  id: string;
  object: 'vector_store';
  created_at: number;
  name: string;
  usage_bytes: number;
  file_counts: { in_progress: 0; completed: number; failed: 0; cancelled: 0; total: number };
  status: 'completed';
  expires_after: null;
  expires_at: null;
  last_active_at: number;
  metadata: Record<string, string>;
  /** Not part of OpenAI's object; stripped from responses by `publicVectorStore`. */
  file_ids: string[];
}

export interface FakeAnnotation {
  type: 'file_citation' | 'file_path';
  text: string;
  start_index: number;
  end_index: number;
  file_citation?: { file_id: string };
  file_path?: { file_id: string };
}

export interface FakeMessageObject {
  id: string;
  object: 'thread.message';
  created_at: number;
  thread_id: string;
  role: 'user' | 'assistant';
  content: { type: 'text'; text: { value: string; annotations: FakeAnnotation[] } }[];
  assistant_id: string | null;
  run_id: string | null;
  attachments: unknown[];
  metadata: Record<string, string>;
  status: 'completed';
  completed_at: number;
  incomplete_at: null;
  incomplete_details: null;
}

export interface FakeThreadObject {
  id: string;
  object: 'thread';
  created_at: number;
  metadata: Record<string, string>;
  tool_resources: Record<string, unknown>;
}

export interface FakeToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type FakeRunStatus = 'queued' | 'in_progress' | 'requires_action' | 'completed' | 'failed';

export interface FakeRunObject {
  id: string;
  object: 'thread.run';
  created_at: number;
  thread_id: string;
  assistant_id: string;
  status: FakeRunStatus;
  required_action: {
    type: 'submit_tool_outputs';
    submit_tool_outputs: { tool_calls: FakeToolCall[] };
  } | null;
  last_error: { code: string; message: string } | null;
  model: string;
  instructions: string;
  tools: FakeAssistantTool[];
  metadata: Record<string, string>;
  usage: null;
  started_at: number | null;
  completed_at: number | null;
  failed_at: number | null;
  cancelled_at: null;
  expires_at: null;
  incomplete_details: null;
  temperature: number | null;
  top_p: number | null;
  max_completion_tokens: null;
  max_prompt_tokens: null;
  truncation_strategy: { type: 'auto'; last_messages: null };
  tool_choice: 'auto';
  parallel_tool_calls: true;
  response_format: 'auto';
}

/** A run and what the fake needs to continue it: the tool calls and outputs of its earlier turns. */
export interface FakeRunRecord {
  run: FakeRunObject;
  /** Chat messages after the thread's (assistant tool-call turns and tool outputs), for the next turn. */
  transcript: ChatMessage[];
}

/** The stored objects, and the read-only view tests get through the FakeOpenAI handle. */
export class AssistantsStore {
  readonly assistants = new Map<string, FakeAssistantObject>();
  readonly files = new Map<string, FakeFileObject & { content: Buffer }>();
  readonly vectorStores = new Map<string, FakeVectorStoreObject>();
  readonly threads = new Map<string, FakeThreadObject>();
  readonly messages = new Map<string, FakeMessageObject[]>();
  readonly runs = new Map<string, FakeRunRecord>();
  /** The chat request each run turn amounted to, oldest first (what the assistant's model was shown). */
  readonly turnRequests: ChatCompletionRequest[] = [];

  clear(): void {
    this.turnRequests.length = 0;
    this.assistants.clear();
    this.files.clear();
    this.vectorStores.clear();
    this.threads.clear();
    this.messages.clear();
    this.runs.clear();
  }
}

/** The vector store as the API returns it. */
export function publicVectorStore(store: FakeVectorStoreObject): Omit<FakeVectorStoreObject, 'file_ids'> {
  const { file_ids: _fileIds, ...rest } = store;
  return rest;
}

/** The file as the API returns it (without its bytes). */
export function publicFile(file: FakeFileObject & { content: Buffer }): FakeFileObject {
  const { content: _content, ...rest } = file;
  return rest;
}

/** OpenAI's cursor list page: newest first unless `order=asc`, `limit` (default 20) honoured. */
export function listPage<T extends { id: string }>(
  items: readonly T[],
  query: URLSearchParams,
): { object: 'list'; data: T[]; first_id: string | null; last_id: string | null; has_more: boolean } {
  const ordered = query.get('order') === 'asc' ? [...items] : [...items].reverse();
  const after = query.get('after');
  const start = after === null ? 0 : ordered.findIndex((item) => item.id === after) + 1;
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 20) || 20, 1), 100);
  const data = ordered.slice(start, start + limit);
  return {
    object: 'list',
    data,
    first_id: data[0]?.id ?? null,
    last_id: data.at(-1)?.id ?? null,
    has_more: start + limit < ordered.length,
  };
}

/** What tests read of the fake's Assistants API state (copies; changing them changes nothing). */
export interface FakeAssistantsView {
  assistants(): FakeAssistantObject[];
  files(): (FakeFileObject & { content: string })[];
  vectorStores(): FakeVectorStoreObject[];
  threads(): FakeThreadObject[];
  /** The thread's messages, oldest first. */
  threadMessages(threadId: string): FakeMessageObject[];
  runs(): FakeRunObject[];
  /** The chat request each run turn amounted to (instructions, thread messages, tool outputs), oldest first. */
  turnRequests(): ChatCompletionRequest[];
}

export function assistantsView(store: AssistantsStore): FakeAssistantsView {
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    assistants: () => [...store.assistants.values()].map(copy),
    files: () =>
      [...store.files.values()].map((file) => ({
        ...publicFile(file),
        content: file.content.toString('utf8'),
      })),
    vectorStores: () => [...store.vectorStores.values()].map(copy),
    threads: () => [...store.threads.values()].map(copy),
    threadMessages: (threadId) => (store.messages.get(threadId) ?? []).map(copy),
    runs: () => [...store.runs.values()].map((record) => copy(record.run)),
    turnRequests: () => store.turnRequests.map(copy),
  };
}
