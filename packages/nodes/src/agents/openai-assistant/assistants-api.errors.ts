/**
 * An Assistants API call that failed, with the provider's status (undefined when the provider was not reached)
 * and a message naming the provider, the status and what it said: `OpenAI answered 404: No assistant found…`.
 */
export class AssistantsApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'AssistantsApiError';
  }
}

/** An own property of an error-like value (the SDK sets `status`, `error`, `cause` on its errors). */
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
  return found;
}

function providerMessage(error: unknown): string {
  const body = field(error, 'error');
  const message = field(body, 'message') ?? field(error, 'message');
  if (typeof message === 'string' && message.trim() !== '') return message.trim();
  return error instanceof Error ? error.message : String(error);
}

/** Why the connection failed: the network error's code (ECONNREFUSED…) or message, else the SDK's message. */
function connectionReason(error: unknown): string {
  const cause = field(error, 'cause');
  const nested = field(cause, 'cause');
  for (const candidate of [nested, cause]) {
    const code = field(candidate, 'code');
    if (typeof code === 'string') return code;
  }
  return cause instanceof Error ? cause.message : providerMessage(error);
}

/** The SDK's error as an AssistantsApiError; aborts (the caller's signal) are rethrown unchanged. */
export function assistantsApiError(provider: string, error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted || error instanceof AssistantsApiError) return error;
  const status = field(error, 'status');
  if (typeof status === 'number')
    return new AssistantsApiError(
      `${provider} answered ${String(status)}: ${providerMessage(error)}`,
      status,
    );
  // The SDK's APIConnectionError / APIConnectionTimeoutError (their `name` is plain `Error`).
  const name = error instanceof Error ? error.constructor.name : '';
  if (name === 'APIConnectionError' || name === 'APIConnectionTimeoutError')
    return new AssistantsApiError(`${provider} could not be reached: ${connectionReason(error)}`, undefined);
  return error;
}
