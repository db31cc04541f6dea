import type { ChatCompletionRequest } from './openai-request.schemas.ts';
import { messageText } from './openai-request.schemas.ts';
import type { FinishReason, TextReply, ToolCallsReply } from './fake-openai.types.ts';
import { FIXED_CREATED_AT } from './server.state.ts';
import { chunkString, countTokens, splitIntoTokens } from './text-tokens.util.ts';

const SYSTEM_FINGERPRINT = 'fp_fake_openai';
const ARGUMENT_CHUNK_CHARS = 8;

export interface PlannedToolCall {
  id: string;
  name: string;
  arguments: string;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** Everything needed to write a completion, streamed or not. */
export interface CompletionPlan {
  id: string;
  created: number;
  model: string;
  content: string | null;
  toolCalls: PlannedToolCall[];
  finishReason: FinishReason;
  usage: Usage;
}

export function promptTokens(request: ChatCompletionRequest): number {
  return request.messages.reduce((sum, message) => sum + countTokens(messageText(message)), 0);
}

export function planCompletion(
  reply: TextReply | ToolCallsReply,
  request: ChatCompletionRequest,
  nextId: (prefix: string) => string,
): CompletionPlan {
  const toolCalls: PlannedToolCall[] =
    reply.type === 'tool_calls'
      ? reply.toolCalls.map((call) => ({
          id: call.id ?? nextId('call_fake_'),
          name: call.name,
          arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
        }))
      : [];
  const content = reply.type === 'text' ? reply.content : (reply.content ?? null);
  const completion =
    countTokens(content ?? '') +
    toolCalls.reduce((sum, call) => sum + countTokens(call.name) + countTokens(call.arguments), 0);
  const prompt = reply.usage?.promptTokens ?? promptTokens(request);
  const completionTokens = reply.usage?.completionTokens ?? completion;
  return {
    id: nextId('chatcmpl-fake-'),
    created: FIXED_CREATED_AT,
    model: request.model,
    content,
    toolCalls,
    finishReason: reply.finishReason ?? (reply.type === 'tool_calls' ? 'tool_calls' : 'stop'),
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completionTokens,
      total_tokens: prompt + completionTokens,
    },
  };
}

/** The `chat.completion` object of a non-streaming response. */
export function completionBody(plan: CompletionPlan): Record<string, unknown> {
  const message: Record<string, unknown> = { role: 'assistant', content: plan.content, refusal: null };
  if (plan.toolCalls.length > 0) {
    message.tool_calls = plan.toolCalls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
  }
  return {
    id: plan.id,
    object: 'chat.completion',
    created: plan.created,
    model: plan.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices: [{ index: 0, message, logprobs: null, finish_reason: plan.finishReason }],
    usage: plan.usage,
  };
}

export interface StreamStep {
  chunk: Record<string, unknown>;
  /** True for chunks that carry generated tokens; these are spaced by `perTokenLatencyMs`. */
  paced: boolean;
}

/** The `chat.completion.chunk` sequence (without the final `[DONE]`). */
export function streamSteps(plan: CompletionPlan, includeUsage: boolean): StreamStep[] {
  const frame = (
    choices: unknown[],
    extra: Record<string, unknown> = includeUsage ? { usage: null } : {},
  ): Record<string, unknown> => ({
    id: plan.id,
    object: 'chat.completion.chunk',
    created: plan.created,
    model: plan.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices,
    ...extra,
  });
  const deltaFrame = (delta: Record<string, unknown>, finishReason: FinishReason | null = null) =>
    frame([{ index: 0, delta, logprobs: null, finish_reason: finishReason }]);

  const steps: StreamStep[] = [
    {
      chunk: deltaFrame({ role: 'assistant', content: plan.content === null ? null : '', refusal: null }),
      paced: false,
    },
  ];
  for (const token of splitIntoTokens(plan.content ?? '')) {
    steps.push({ chunk: deltaFrame({ content: token }), paced: true });
  }
  plan.toolCalls.forEach((call, index) => {
    const opening = { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } };
    steps.push({ chunk: deltaFrame({ tool_calls: [opening] }), paced: true });
    for (const piece of chunkString(call.arguments, ARGUMENT_CHUNK_CHARS)) {
      steps.push({
        chunk: deltaFrame({ tool_calls: [{ index, function: { arguments: piece } }] }),
        paced: true,
      });
    }
  });
  steps.push({ chunk: deltaFrame({}, plan.finishReason), paced: false });
  if (includeUsage) steps.push({ chunk: frame([], { usage: plan.usage }), paced: false });
  return steps;
}
