import { z } from 'zod';

const contentPartSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
});

const messageToolCallSchema = z.looseObject({
  id: z.string(),
  type: z.string().optional(),
  function: z.looseObject({ name: z.string(), arguments: z.string() }),
});

export const chatMessageSchema = z.looseObject({
  role: z.string().min(1),
  content: z.union([z.string(), z.array(contentPartSchema), z.null()]).optional(),
  name: z.string().optional(),
  tool_calls: z.array(messageToolCallSchema).optional(),
  tool_call_id: z.string().optional(),
});

export const chatCompletionRequestSchema = z.looseObject({
  model: z.string().min(1),
  messages: z.array(chatMessageSchema).min(1),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullish(),
  tools: z.array(z.unknown()).optional(),
  tool_choice: z.unknown().optional(),
  response_format: z.unknown().optional(),
  temperature: z.number().nullish(),
  max_tokens: z.number().int().nullish(),
  max_completion_tokens: z.number().int().nullish(),
  reasoning_effort: z.enum(['none', 'minimal', 'low', 'medium', 'high', 'xhigh']).nullish(),
});

const MAX_DIMENSIONS = 16_384;

export const embeddingsRequestSchema = z.looseObject({
  model: z.string().min(1),
  input: z.union([
    z.string(),
    z.array(z.string()).min(1),
    z.array(z.number().int()).min(1),
    z.array(z.array(z.number().int())).min(1),
  ]),
  dimensions: z.number().int().min(1).max(MAX_DIMENSIONS).optional(),
  encoding_format: z.enum(['float', 'base64']).optional(),
  user: z.string().optional(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
export type EmbeddingsRequest = z.infer<typeof embeddingsRequestSchema>;

export interface RequestProblem {
  message: string;
  param: string | null;
}

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; problem: RequestProblem };

/** Validates a body and turns the first zod issue into an OpenAI-style message and `param`. */
export function parseRequest<T>(schema: z.ZodType<T>, body: unknown): ParseOutcome<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, problem: { message: 'Invalid request body.', param: null } };
  const param = issue.path.length > 0 ? issue.path.map((part) => String(part)).join('.') : null;
  const where = param === null ? 'Request body' : `'${param}'`;
  return { ok: false, problem: { message: `${where}: ${issue.message}`, param } };
}

/** Text of one message: plain string content, or the `text` parts joined. */
export function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === 'string') return content;
  if (!content) return '';
  return content
    .map((part) => part.text ?? '')
    .filter((text) => text.length > 0)
    .join('\n');
}

export function lastUserMessageText(request: ChatCompletionRequest): string {
  for (let index = request.messages.length - 1; index >= 0; index -= 1) {
    const message = request.messages[index];
    if (message?.role === 'user') return messageText(message);
  }
  return '';
}
