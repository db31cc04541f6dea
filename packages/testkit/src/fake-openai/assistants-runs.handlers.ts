import { z } from 'zod';
import { sendNotFound } from './assistants.handlers.ts';
import { playTurn, type RunEvent } from './assistants-run.turn.ts';
import { activeRunOf, addMessage } from './assistants-threads.handlers.ts';
import type { FakeAssistantTool, FakeRunRecord } from './assistants.store.ts';
import { listPage } from './assistants.store.ts';
import { pause, sendJson, sendOpenAIError } from './http-io.util.ts';
import { parseRequest } from './openai-request.schemas.ts';
import { FIXED_CREATED_AT } from './server.state.ts';
import type { RouteContext } from './server.state.ts';

const toolSchema = z.looseObject({
  type: z.enum(['code_interpreter', 'file_search', 'function']),
  function: z
    .looseObject({ name: z.string().min(1), description: z.string().optional(), parameters: z.unknown() })
    .optional(),
});

const createRunSchema = z.looseObject({
  assistant_id: z.string().min(1),
  model: z.string().min(1).nullish(),
  instructions: z.string().nullish(),
  additional_instructions: z.string().nullish(),
  additional_messages: z
    .array(z.looseObject({ role: z.enum(['user', 'assistant']), content: z.string() }))
    .nullish(),
  tools: z.array(toolSchema).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  temperature: z.number().nullish(),
  top_p: z.number().nullish(),
  stream: z.boolean().nullish(),
});

const submitSchema = z.looseObject({
  tool_outputs: z.array(z.looseObject({ tool_call_id: z.string(), output: z.string() })).min(1),
  stream: z.boolean().nullish(),
});

/** Writes the events as OpenAI's Assistants stream does (`event:` + `data:`), ending with `event: done`. */
async function writeRunStream(context: RouteContext, events: readonly RunEvent[]): Promise<void> {
  const { response, signal, state } = context;
  if (!(await pause(state.options.firstTokenLatencyMs, signal))) return;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  let tokenSent = false;
  for (const item of events) {
    if (item.paced) {
      if (tokenSent && !(await pause(state.options.perTokenLatencyMs, signal))) return;
      tokenSent = true;
    }
    if (signal.aborted) return;
    response.write(`event: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`);
  }
  response.end('event: done\ndata: [DONE]\n\n');
}

async function continueRun(
  context: RouteContext,
  record: FakeRunRecord,
  opening: RunEvent[],
  stream: boolean,
): Promise<void> {
  let events: RunEvent[];
  try {
    events = await playTurn(context.state, record, { headers: context.headers });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    sendOpenAIError(context.response, 500, { message: `Fake OpenAI script failed: ${message}` });
    return;
  }
  if (stream) await writeRunStream(context, [...opening, ...events]);
  else sendJson(context.response, 200, record.run);
}

export async function handleCreateRun(
  context: RouteContext,
  [threadId = '']: readonly string[],
): Promise<void> {
  const { state } = context;
  const store = state.assistants;
  if (!store.threads.has(threadId)) {
    sendNotFound(context, 'thread', threadId);
    return;
  }
  const parsed = parseRequest(createRunSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const body = parsed.value;
  const assistant = store.assistants.get(body.assistant_id);
  if (!assistant) {
    sendNotFound(context, 'assistant', body.assistant_id);
    return;
  }
  const active = activeRunOf(state, threadId);
  if (active !== undefined) {
    sendOpenAIError(context.response, 400, {
      message: `Thread ${threadId} already has an active run ${active}.`,
    });
    return;
  }
  for (const message of body.additional_messages ?? [])
    addMessage(state, threadId, { role: message.role, text: message.content });
  const instructions = [body.instructions ?? assistant.instructions ?? '', body.additional_instructions ?? '']
    .filter((part) => part !== '')
    .join('\n');
  const tools: FakeAssistantTool[] = body.tools
    ? body.tools.map((tool) =>
        tool.function ? { type: tool.type, function: tool.function } : { type: tool.type },
      )
    : assistant.tools;
  const record: FakeRunRecord = {
    transcript: [],
    run: {
      id: state.nextId('run_fake_'),
      object: 'thread.run',
      created_at: FIXED_CREATED_AT,
      thread_id: threadId,
      assistant_id: assistant.id,
      status: 'queued',
      required_action: null,
      last_error: null,
      model: body.model ?? assistant.model,
      instructions,
      tools,
      metadata: body.metadata ?? {},
      usage: null,
      started_at: null,
      completed_at: null,
      failed_at: null,
      cancelled_at: null,
      expires_at: null,
      incomplete_details: null,
      temperature: body.temperature ?? assistant.temperature,
      top_p: body.top_p ?? assistant.top_p,
      max_completion_tokens: null,
      max_prompt_tokens: null,
      truncation_strategy: { type: 'auto', last_messages: null },
      tool_choice: 'auto',
      parallel_tool_calls: true,
      response_format: 'auto',
    },
  };
  store.runs.set(record.run.id, record);
  const opening: RunEvent[] = [
    { event: 'thread.run.created', data: { ...record.run }, paced: false },
    { event: 'thread.run.queued', data: { ...record.run }, paced: false },
    { event: 'thread.run.in_progress', data: { ...record.run, status: 'in_progress' }, paced: false },
  ];
  await continueRun(context, record, opening, body.stream === true);
}

function findRun(context: RouteContext, threadId: string, runId: string): FakeRunRecord | undefined {
  const record = context.state.assistants.runs.get(runId);
  if (record?.run.thread_id === threadId) return record;
  sendNotFound(context, 'run', runId);
  return undefined;
}

export async function handleSubmitToolOutputs(
  context: RouteContext,
  [threadId = '', runId = '']: readonly string[],
): Promise<void> {
  const record = findRun(context, threadId, runId);
  if (!record) return;
  const parsed = parseRequest(submitSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const { run } = record;
  if (run.status !== 'requires_action' || !run.required_action) {
    sendOpenAIError(context.response, 400, {
      message: `Runs in status "${run.status}" do not accept tool outputs.`,
    });
    return;
  }
  const expected = run.required_action.submit_tool_outputs.tool_calls.map((call) => call.id).sort();
  const given = parsed.value.tool_outputs.map((output) => output.tool_call_id).sort();
  if (expected.join(',') !== given.join(',')) {
    sendOpenAIError(context.response, 400, {
      message: `Expected tool outputs for call_ids ${JSON.stringify(expected)}, got ${JSON.stringify(given)}.`,
      param: 'tool_outputs',
    });
    return;
  }
  for (const output of parsed.value.tool_outputs)
    record.transcript.push({ role: 'tool', tool_call_id: output.tool_call_id, content: output.output });
  run.status = 'queued';
  run.required_action = null;
  const opening: RunEvent[] = [
    { event: 'thread.run.queued', data: { ...run }, paced: false },
    { event: 'thread.run.in_progress', data: { ...run, status: 'in_progress' }, paced: false },
  ];
  await continueRun(context, record, opening, parsed.value.stream === true);
}

export function handleGetRun(context: RouteContext, [threadId = '', runId = '']: readonly string[]): void {
  const record = findRun(context, threadId, runId);
  if (record) sendJson(context.response, 200, record.run);
}

export function handleListRuns(context: RouteContext, [threadId = '']: readonly string[]): void {
  if (!context.state.assistants.threads.has(threadId)) {
    sendNotFound(context, 'thread', threadId);
    return;
  }
  const runs = [...context.state.assistants.runs.values()]
    .filter((record) => record.run.thread_id === threadId)
    .map((record) => record.run);
  sendJson(context.response, 200, listPage(runs, context.query));
}
