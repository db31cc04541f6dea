import type { ChatCompletionRequest } from './openai-request.schemas.ts';
import type {
  ChatReply,
  ChatReplySource,
  ErrorReply,
  ReplyContext,
  ScriptedToolCall,
  TextReply,
  ToolCallsReply,
} from './fake-openai.types.ts';

/** Small constructors for scripted replies: `fake.script(fakeReply.toolCall('lookup', { q: 'x' }))`. */
export const fakeReply = {
  text(content: string, extra: Omit<TextReply, 'type' | 'content'> = {}): TextReply {
    return { ...extra, type: 'text', content };
  },
  toolCall(
    name: string,
    args: ScriptedToolCall['arguments'] = {},
    extra: Omit<ToolCallsReply, 'type' | 'toolCalls'> & { id?: string } = {},
  ): ToolCallsReply {
    const { id, ...rest } = extra;
    return { ...rest, type: 'tool_calls', toolCalls: [{ id, name, arguments: args }] };
  },
  toolCalls(
    toolCalls: readonly ScriptedToolCall[],
    extra: Omit<ToolCallsReply, 'type' | 'toolCalls'> = {},
  ): ToolCallsReply {
    return { ...extra, type: 'tool_calls', toolCalls };
  },
  error(
    status: number,
    message?: string,
    extra: Omit<ErrorReply, 'type' | 'status' | 'message'> = {},
  ): ErrorReply {
    return { ...extra, type: 'error', status, message };
  },
} as const;

/** Turns a queued source (string, reply or function) into a concrete reply. */
export async function resolveChatReply(
  source: ChatReplySource,
  request: ChatCompletionRequest,
  context: ReplyContext,
): Promise<ChatReply> {
  const value = typeof source === 'function' ? await source(request, context) : source;
  return typeof value === 'string' ? { type: 'text', content: value } : value;
}

const ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'invalid_request_error',
  403: 'permission_denied',
  404: 'invalid_request_error',
  409: 'conflict',
  413: 'invalid_request_error',
  422: 'invalid_request_error',
  429: 'rate_limit_error',
  500: 'server_error',
  503: 'server_error',
};

export function defaultErrorType(status: number): string {
  return ERROR_TYPES[status] ?? (status >= 500 ? 'server_error' : 'invalid_request_error');
}

export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export function errorBody(reply: ErrorReply): OpenAIErrorBody {
  return {
    error: {
      message: reply.message ?? `Scripted error with status ${reply.status}.`,
      type: reply.errorType ?? defaultErrorType(reply.status),
      param: reply.param ?? null,
      code: reply.code ?? null,
    },
  };
}
