import { addMessage } from './assistants-threads.handlers.ts';
import type { FakeAnnotation, FakeRunRecord, FakeToolCall } from './assistants.store.ts';
import type { ChatReply, ReplyContext, ScriptedAnnotation } from './fake-openai.types.ts';
import type { ChatCompletionRequest, ChatMessage } from './openai-request.schemas.ts';
import { lastUserMessageText } from './openai-request.schemas.ts';
import { defaultErrorType, resolveChatReply } from './reply.builders.ts';
import { FIXED_CREATED_AT } from './server.state.ts';
import type { ServerState } from './server.state.ts';
import { splitIntoTokens } from './text-tokens.util.ts';

/** One event of an Assistants API stream (`event: name`, `data: JSON`); paced events carry generated tokens. */
export interface RunEvent {
  event: string;
  data: unknown;
  paced: boolean;
}

/**
 * The chat request a run's turn amounts to: the run's instructions, the thread's messages, then this run's
 * tool-call turns and outputs, with the run's function tools. Scripted rules match it as they match chat requests
 * (`lastUserMessage`, `model`, a function of the request).
 */
export function turnRequest(state: ServerState, record: FakeRunRecord): ChatCompletionRequest {
  const { run } = record;
  const thread = state.assistants.messages.get(run.thread_id) ?? [];
  const messages: ChatMessage[] = [
    ...(run.instructions !== '' ? [{ role: 'system', content: run.instructions }] : []),
    ...thread.map((message) => ({
      role: message.role,
      content: message.content.map((part) => part.text.value).join('\n'),
    })),
    ...record.transcript,
  ];
  const tools = run.tools.flatMap((tool) =>
    tool.type === 'function' && tool.function ? [{ type: 'function', function: tool.function }] : [],
  );
  return {
    model: run.model,
    messages: messages.length > 0 ? messages : [{ role: 'user', content: '' }],
    stream: true,
    ...(tools.length > 0 ? { tools } : {}),
  };
}

function annotationsOf(content: string, scripted: readonly ScriptedAnnotation[]): FakeAnnotation[] {
  return scripted.map((annotation) => {
    const found = content.indexOf(annotation.text);
    const start = found === -1 ? content.length : found;
    const reference = { file_id: annotation.fileId };
    return {
      type: annotation.type,
      text: annotation.text,
      start_index: start,
      end_index: start + (found === -1 ? 0 : annotation.text.length),
      ...(annotation.type === 'file_citation' ? { file_citation: reference } : { file_path: reference }),
    };
  });
}

function step(record: FakeRunRecord, id: string, type: string, status: string, details: unknown): unknown {
  return {
    id,
    object: 'thread.run.step',
    created_at: FIXED_CREATED_AT,
    run_id: record.run.id,
    assistant_id: record.run.assistant_id,
    thread_id: record.run.thread_id,
    type,
    status,
    step_details: details,
    last_error: null,
    usage: null,
  };
}

function failed(record: FakeRunRecord, reply: Extract<ChatReply, { type: 'error' }>): RunEvent[] {
  record.run.status = 'failed';
  record.run.failed_at = FIXED_CREATED_AT;
  record.run.last_error = {
    code: reply.code ?? defaultErrorType(reply.status),
    message: reply.message ?? `Scripted error with status ${reply.status}.`,
  };
  return [{ event: 'thread.run.failed', data: { ...record.run }, paced: false }];
}

function requiresAction(
  state: ServerState,
  record: FakeRunRecord,
  reply: Extract<ChatReply, { type: 'tool_calls' }>,
): RunEvent[] {
  const calls: FakeToolCall[] = reply.toolCalls.map((call) => ({
    id: call.id ?? state.nextId('call_fake_'),
    type: 'function',
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  record.transcript.push({
    role: 'assistant',
    content: reply.content ?? null,
    tool_calls: calls.map((call) => ({ id: call.id, type: call.type, function: { ...call.function } })),
  });
  record.run.status = 'requires_action';
  record.run.required_action = { type: 'submit_tool_outputs', submit_tool_outputs: { tool_calls: calls } };
  const stepId = state.nextId('step_fake_');
  return [
    {
      event: 'thread.run.step.created',
      data: step(record, stepId, 'tool_calls', 'in_progress', { type: 'tool_calls', tool_calls: calls }),
      paced: false,
    },
    { event: 'thread.run.requires_action', data: { ...record.run }, paced: false },
  ];
}

function answered(
  state: ServerState,
  record: FakeRunRecord,
  reply: Extract<ChatReply, { type: 'text' }>,
): RunEvent[] {
  const { run } = record;
  const annotations = annotationsOf(reply.content, reply.annotations ?? []);
  const message = addMessage(state, run.thread_id, {
    role: 'assistant',
    text: reply.content,
    annotations,
    assistantId: run.assistant_id,
    runId: run.id,
  });
  const stepId = state.nextId('step_fake_');
  const details = { type: 'message_creation', message_creation: { message_id: message.id } };
  const deltas = splitIntoTokens(reply.content).map((token, index): RunEvent => ({
    event: 'thread.message.delta',
    data: {
      id: message.id,
      object: 'thread.message.delta',
      delta: {
        content: [
          { index: 0, type: 'text', text: { value: token, ...(index === 0 ? { annotations: [] } : {}) } },
        ],
      },
    },
    paced: true,
  }));
  run.status = 'completed';
  run.completed_at = FIXED_CREATED_AT;
  return [
    {
      event: 'thread.run.step.created',
      data: step(record, stepId, 'message_creation', 'in_progress', details),
      paced: false,
    },
    {
      event: 'thread.message.created',
      data: { ...message, content: [], status: 'in_progress' },
      paced: false,
    },
    {
      event: 'thread.message.in_progress',
      data: { ...message, content: [], status: 'in_progress' },
      paced: false,
    },
    ...deltas,
    { event: 'thread.message.completed', data: message, paced: false },
    {
      event: 'thread.run.step.completed',
      data: step(record, stepId, 'message_creation', 'completed', details),
      paced: false,
    },
    { event: 'thread.run.completed', data: { ...run }, paced: false },
  ];
}

/**
 * Plays the run's next model turn against the script queue (without a matching rule: `Echo: <last user message>`)
 * and updates the run: completed with the assistant's message, requires_action with the scripted tool calls, or
 * failed with a scripted error (as OpenAI reports provider errors of a run: `last_error`).
 */
export async function playTurn(
  state: ServerState,
  record: FakeRunRecord,
  context: ReplyContext,
): Promise<RunEvent[]> {
  const request = turnRequest(state, record);
  state.assistants.turnRequests.push(request);
  const source = state.scripts.takeChat(request, context) ?? `Echo: ${lastUserMessageText(request)}`;
  const reply = await resolveChatReply(source, request, context);
  record.run.status = 'in_progress';
  record.run.required_action = null;
  record.run.started_at ??= FIXED_CREATED_AT;
  if (reply.type === 'error') return failed(record, reply);
  if (reply.type === 'tool_calls') return requiresAction(state, record, reply);
  return answered(state, record, reply);
}
