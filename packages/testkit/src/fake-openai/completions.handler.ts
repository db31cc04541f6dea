import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { pause, sendJson, sendOpenAIError } from './http-io.util.ts';
import { parseRequest } from './openai-request.schemas.ts';
import { FIXED_CREATED_AT, type RouteContext } from './server.state.ts';
import { countTokens, splitIntoTokens } from './text-tokens.util.ts';

/** OpenAI's default `max_tokens` for the legacy completions API. */
const DEFAULT_MAX_TOKENS = 16;

const stopSchema = z.union([z.string(), z.array(z.string()).max(4)]);

/** `POST /v1/completions` (legacy): the fields the fake reads; any others are accepted and ignored. */
export const completionRequestSchema = z.looseObject({
  model: z.string().min(1),
  prompt: z.union([z.string(), z.array(z.string()).min(1)]),
  max_tokens: z.number().int().min(0).nullish(),
  stop: stopSchema.nullish(),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullish(),
  echo: z.boolean().nullish(),
  suffix: z.string().nullish(),
});

export type CompletionRequest = z.infer<typeof completionRequestSchema>;

interface Choice {
  readonly text: string;
  readonly index: number;
  readonly finishReason: 'stop' | 'length';
  readonly promptTokens: number;
  readonly completionTokens: number;
}

/** The generated part (`Echo: <prompt>`), cut at the first stop sequence, then at `max_tokens` tokens. */
function generate(prompt: string, request: CompletionRequest): Omit<Choice, 'index' | 'promptTokens'> {
  let text = `Echo: ${prompt}`;
  let finishReason: Choice['finishReason'] = 'stop';
  const stops = typeof request.stop === 'string' ? [request.stop] : (request.stop ?? []);
  for (const stop of stops.filter((candidate) => candidate !== '')) {
    const at = text.indexOf(stop);
    if (at >= 0) text = text.slice(0, at);
  }
  const tokens = splitIntoTokens(text);
  const limit = request.max_tokens ?? DEFAULT_MAX_TOKENS;
  if (tokens.length > limit) {
    text = tokens.slice(0, limit).join('');
    finishReason = 'length';
  }
  return { text, finishReason, completionTokens: countTokens(text) };
}

function choicesOf(request: CompletionRequest): Choice[] {
  const prompts = typeof request.prompt === 'string' ? [request.prompt] : request.prompt;
  return prompts.map((prompt, index) => {
    const generated = generate(prompt, request);
    // `echo`: the prompt comes back before the completion (not counted as generated tokens).
    const text = request.echo === true ? `${prompt}${generated.text}` : generated.text;
    return { ...generated, text, index, promptTokens: countTokens(prompt) };
  });
}

function usageOf(choices: readonly Choice[]) {
  const prompt_tokens = choices.reduce((sum, choice) => sum + choice.promptTokens, 0);
  const completion_tokens = choices.reduce((sum, choice) => sum + choice.completionTokens, 0);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

function frame(response: ServerResponse, data: unknown): void {
  response.write(`data: ${JSON.stringify(data)}\n\n`);
}

async function stream(
  context: RouteContext,
  request: CompletionRequest,
  choices: readonly Choice[],
  id: string,
): Promise<void> {
  const { response, signal, state } = context;
  const head = { id, object: 'text_completion', created: FIXED_CREATED_AT, model: request.model };
  if (!(await pause(state.options.firstTokenLatencyMs, signal))) return;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  for (const choice of choices) {
    for (const token of splitIntoTokens(choice.text)) {
      if (signal.aborted) return;
      frame(response, {
        ...head,
        choices: [{ text: token, index: choice.index, logprobs: null, finish_reason: null }],
      });
      if (!(await pause(state.options.perTokenLatencyMs, signal))) return;
    }
    frame(response, {
      ...head,
      choices: [{ text: '', index: choice.index, logprobs: null, finish_reason: choice.finishReason }],
    });
  }
  if (request.stream_options?.include_usage === true)
    frame(response, { ...head, choices: [], usage: usageOf(choices) });
  response.end('data: [DONE]\n\n');
}

/**
 * The legacy completions API (`gpt-3.5-turbo-instruct`): a deterministic `Echo: <prompt>` per prompt, cut at the
 * first `stop` sequence and at `max_tokens` (16 when absent, as OpenAI's default; finish reason `length`), the
 * prompt put back first with `echo`, the model named as requested, `usage` counted in words. Streamed as SSE
 * `text_completion` chunks (usage in a last chunk with `stream_options.include_usage`) or answered in one object.
 */
export async function handleCompletions(context: RouteContext): Promise<void> {
  const parsed = parseRequest(completionRequestSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const request = parsed.value;
  const choices = choicesOf(request);
  const id = context.state.nextId('cmpl-fake-');
  if (request.stream === true) {
    await stream(context, request, choices, id);
    return;
  }
  if (!(await pause(context.state.options.firstTokenLatencyMs, context.signal))) return;
  sendJson(context.response, 200, {
    id,
    object: 'text_completion',
    created: FIXED_CREATED_AT,
    model: request.model,
    choices: choices.map((choice) => ({
      text: choice.text,
      index: choice.index,
      logprobs: null,
      finish_reason: choice.finishReason,
    })),
    usage: usageOf(choices),
  });
}
