import { isRecord } from '@loomflow/core';
import { z } from 'zod';
import type { ChatCompletionRequest, ChatMessage, RequestProblem } from './openai-request.schemas.ts';

/** A `POST /v1/responses` body (OpenAI's Responses API), the fields the fake reads checked. */
export const responsesRequestSchema = z.looseObject({
  model: z.string().min(1),
  input: z.union([z.string(), z.array(z.unknown())]),
  instructions: z.string().nullish(),
  stream: z.boolean().nullish(),
  tools: z.array(z.looseObject({ type: z.string() })).optional(),
  temperature: z.number().nullish(),
  reasoning: z
    .looseObject({
      effort: z.enum(['none', 'minimal', 'low', 'medium', 'high', 'xhigh']).nullish(),
      summary: z.enum(['auto', 'concise', 'detailed']).nullish(),
    })
    .nullish(),
});

export type ResponsesRequest = z.infer<typeof responsesRequestSchema>;

/** The o-series and gpt-5 (not its chat variants) reason; other models refuse reasoning settings. */
export function isReasoningModel(model: string): boolean {
  return /^o\d/.test(model) || (/^gpt-5/.test(model) && !model.includes('chat'));
}

/** Why the API refuses this request's settings for its model, or undefined. */
export function responsesSettingsProblem(request: ResponsesRequest): RequestProblem | undefined {
  const reasoning = isReasoningModel(request.model);
  if (!reasoning && (request.reasoning?.effort != null || request.reasoning?.summary != null))
    return {
      message: `Unsupported parameter: 'reasoning.effort' is not supported with this model.`,
      param: 'reasoning.effort',
    };
  if (reasoning && request.temperature != null)
    return {
      message: `Unsupported parameter: 'temperature' is not supported with this model.`,
      param: 'temperature',
    };
  return undefined;
}

function partsText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
    .filter((text) => text !== '')
    .join('\n');
}

function itemMessage(item: unknown): ChatMessage | undefined {
  if (!isRecord(item)) return undefined;
  if (item.type === 'function_call_output')
    return {
      role: 'tool',
      content: typeof item.output === 'string' ? item.output : JSON.stringify(item.output),
      ...(typeof item.call_id === 'string' ? { tool_call_id: item.call_id } : {}),
    };
  if (item.type === 'function_call' && typeof item.name === 'string')
    return {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: typeof item.call_id === 'string' ? item.call_id : '',
          function: {
            name: item.name,
            arguments: typeof item.arguments === 'string' ? item.arguments : '{}',
          },
        },
      ],
    };
  if (typeof item.role !== 'string') return undefined;
  return { role: item.role, content: partsText(item.content) };
}

/** The request as chat messages, so the chat script's rules (model, last user message) answer it too. */
export function asChatRequest(request: ResponsesRequest): ChatCompletionRequest {
  const input =
    typeof request.input === 'string' ? [{ role: 'user', content: request.input }] : request.input;
  const messages = input.flatMap((item) => {
    const message = itemMessage(item);
    return message ? [message] : [];
  });
  const system = request.instructions ? [{ role: 'system', content: request.instructions }] : [];
  return {
    model: request.model,
    messages: [...system, ...messages],
    stream: request.stream ?? null,
    ...(request.tools ? { tools: request.tools } : {}),
  };
}
