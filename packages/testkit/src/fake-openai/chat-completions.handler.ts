import type { ServerResponse } from 'node:http';
import type { ChatReply, ChatReplySource } from './fake-openai.types.ts';
import { completionBody, planCompletion, streamSteps } from './chat-completion.builder.ts';
import type { StreamStep } from './chat-completion.builder.ts';
import { pause, sendJson, sendOpenAIError } from './http-io.util.ts';
import { chatCompletionRequestSchema, lastUserMessageText, parseRequest } from './openai-request.schemas.ts';
import { errorBody, resolveChatReply } from './reply.builders.ts';
import type { RouteContext } from './server.state.ts';
import { structuredReply } from './structured-request.ts';

/**
 * Used when no scripted rule matches: a structured output request (json_schema response format, forced tool call)
 * gets schema-valid JSON generated from its schema, any other a deterministic echo of the last user message.
 */
const defaultReply: ChatReplySource = (request) =>
  structuredReply(request) ?? `Echo: ${lastUserMessageText(request)}`;

interface Pacing {
  firstMs: number;
  perTokenMs: number;
}

async function writeEventStream(
  response: ServerResponse,
  steps: readonly StreamStep[],
  pacing: Pacing,
  signal: AbortSignal,
): Promise<void> {
  if (!(await pause(pacing.firstMs, signal))) return;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  let tokenSent = false;
  for (const step of steps) {
    if (step.paced) {
      if (tokenSent && !(await pause(pacing.perTokenMs, signal))) return;
      tokenSent = true;
    }
    if (signal.aborted) return;
    response.write(`data: ${JSON.stringify(step.chunk)}\n\n`);
  }
  response.end('data: [DONE]\n\n');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function handleChatCompletions(context: RouteContext): Promise<void> {
  const { state, response, signal } = context;
  const parsed = parseRequest(chatCompletionRequestSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(response, 400, parsed.problem);
    return;
  }
  const request = parsed.value;
  const replyContext = { headers: context.headers };

  let reply: ChatReply;
  try {
    const source = state.scripts.takeChat(request, replyContext) ?? defaultReply;
    reply = await resolveChatReply(source, request, replyContext);
  } catch (error) {
    sendOpenAIError(response, 500, { message: `Fake OpenAI script failed: ${describe(error)}` });
    return;
  }

  const pacing: Pacing = {
    firstMs: reply.firstTokenLatencyMs ?? state.options.firstTokenLatencyMs,
    perTokenMs: reply.perTokenLatencyMs ?? state.options.perTokenLatencyMs,
  };
  if (reply.type === 'error') {
    if (await pause(pacing.firstMs, signal))
      sendJson(response, reply.status, errorBody(reply), reply.headers);
    return;
  }

  const plan = planCompletion(reply, request, (prefix) => state.nextId(prefix));
  const steps = streamSteps(plan, request.stream_options?.include_usage === true);
  if (request.stream === true) {
    await writeEventStream(response, steps, pacing, signal);
    return;
  }
  const tokenSteps = steps.filter((step) => step.paced).length;
  const totalMs = pacing.firstMs + pacing.perTokenMs * Math.max(0, tokenSteps - 1);
  if (await pause(totalMs, signal)) sendJson(response, 200, completionBody(plan));
}
