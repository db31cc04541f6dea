import { z } from 'zod';
import { sendNotFound } from './assistants.handlers.ts';
import type { FakeAnnotation, FakeMessageObject, FakeThreadObject } from './assistants.store.ts';
import { listPage } from './assistants.store.ts';
import { sendJson, sendOpenAIError } from './http-io.util.ts';
import { parseRequest } from './openai-request.schemas.ts';
import { FIXED_CREATED_AT } from './server.state.ts';
import type { RouteContext, ServerState } from './server.state.ts';

const contentSchema = z.union([
  z.string(),
  z.array(z.looseObject({ type: z.string(), text: z.string().optional() })).min(1),
]);

const messageSchema = z.looseObject({
  role: z.enum(['user', 'assistant']),
  content: contentSchema,
  metadata: z.record(z.string(), z.string()).nullish(),
});

const createThreadSchema = z.looseObject({
  messages: z.array(messageSchema).optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  tool_resources: z.record(z.string(), z.unknown()).nullish(),
});

function textOf(content: z.infer<typeof contentSchema>): string {
  if (typeof content === 'string') return content;
  return content.map((part) => part.text ?? '').join('\n');
}

/** Appends a message to a thread (the thread must exist). */
export function addMessage(
  state: ServerState,
  threadId: string,
  message: {
    role: 'user' | 'assistant';
    text: string;
    annotations?: FakeAnnotation[];
    assistantId?: string;
    runId?: string;
    metadata?: Record<string, string>;
  },
): FakeMessageObject {
  const stored: FakeMessageObject = {
    id: state.nextId('msg_fake_'),
    object: 'thread.message',
    created_at: FIXED_CREATED_AT,
    thread_id: threadId,
    role: message.role,
    content: [{ type: 'text', text: { value: message.text, annotations: message.annotations ?? [] } }],
    assistant_id: message.assistantId ?? null,
    run_id: message.runId ?? null,
    attachments: [],
    metadata: message.metadata ?? {},
    status: 'completed',
    completed_at: FIXED_CREATED_AT,
    incomplete_at: null,
    incomplete_details: null,
  };
  const messages = state.assistants.messages.get(threadId) ?? [];
  messages.push(stored);
  state.assistants.messages.set(threadId, messages);
  return stored;
}

export function handleCreateThread(context: RouteContext): void {
  const parsed = parseRequest(createThreadSchema, context.body ?? {});
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const { state } = context;
  const thread: FakeThreadObject = {
    id: state.nextId('thread_fake_'),
    object: 'thread',
    created_at: FIXED_CREATED_AT,
    metadata: parsed.value.metadata ?? {},
    tool_resources: parsed.value.tool_resources ?? {},
  };
  state.assistants.threads.set(thread.id, thread);
  state.assistants.messages.set(thread.id, []);
  for (const message of parsed.value.messages ?? [])
    addMessage(state, thread.id, { role: message.role, text: textOf(message.content) });
  sendJson(context.response, 200, thread);
}

export function handleGetThread(context: RouteContext, [id = '']: readonly string[]): void {
  const thread = context.state.assistants.threads.get(id);
  if (!thread) sendNotFound(context, 'thread', id);
  else sendJson(context.response, 200, thread);
}

export function handleDeleteThread(context: RouteContext, [id = '']: readonly string[]): void {
  const { assistants } = context.state;
  if (!assistants.threads.delete(id)) {
    sendNotFound(context, 'thread', id);
    return;
  }
  assistants.messages.delete(id);
  sendJson(context.response, 200, { id, object: 'thread.deleted', deleted: true });
}

/** The run of the thread that still waits for something (tool outputs), if any. */
export function activeRunOf(state: ServerState, threadId: string): string | undefined {
  for (const { run } of state.assistants.runs.values())
    if (run.thread_id === threadId && run.status === 'requires_action') return run.id;
  return undefined;
}

export function handleCreateMessage(context: RouteContext, [threadId = '']: readonly string[]): void {
  const { state } = context;
  if (!state.assistants.threads.has(threadId)) {
    sendNotFound(context, 'thread', threadId);
    return;
  }
  const parsed = parseRequest(messageSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const active = activeRunOf(state, threadId);
  if (active !== undefined) {
    sendOpenAIError(context.response, 400, {
      message: `Can't add messages to ${threadId} while a run ${active} is active.`,
    });
    return;
  }
  const message = addMessage(state, threadId, {
    role: parsed.value.role,
    text: textOf(parsed.value.content),
    ...(parsed.value.metadata ? { metadata: parsed.value.metadata } : {}),
  });
  sendJson(context.response, 200, message);
}

export function handleListMessages(context: RouteContext, [threadId = '']: readonly string[]): void {
  const messages = context.state.assistants.messages.get(threadId);
  if (!messages) {
    sendNotFound(context, 'thread', threadId);
    return;
  }
  const runId = context.query.get('run_id');
  const data = runId === null ? messages : messages.filter((message) => message.run_id === runId);
  sendJson(context.response, 200, listPage(data, context.query));
}
