import { stampRetryable } from '@langchain/core/errors';
import { AsyncCaller, type FailedAttemptHandler } from '@langchain/core/utils/async_caller';

/** LangChain's own handler of a failed attempt (rate limits, statuses never retried…), which it keeps protected. */
class LangChainRetryRules extends AsyncCaller {
  static defaultHandler(): FailedAttemptHandler | undefined {
    return new LangChainRetryRules({}).onFailedAttempt;
  }
}

/**
 * The server's outbound policy refused the address: "Refused: …", as written, after an SDK's prefix, or as the
 * cause of an SDK's own error (the OpenAI SDK's "Connection error.").
 */
function isRefusal(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (/(^|: )Refused: /.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * A model's `onFailedAttempt`: an address the outbound policy refused fails at once (retrying cannot change
 * the verdict, and LangChain's six retries with backoff would keep the person waiting about two minutes);
 * every other failure follows LangChain's rules.
 */
export function refusalsNotRetried(): FailedAttemptHandler {
  const fallback = LangChainRetryRules.defaultHandler();
  return (error: unknown): unknown => {
    if (isRefusal(error)) throw stampRetryable(error, false);
    return fallback?.(error);
  };
}

/** The retry rules of a model built with the server's checked fetch: refusals fail at once. */
export function refusalRetryRules(options: { readonly fetch?: typeof fetch } | undefined): {
  onFailedAttempt?: FailedAttemptHandler;
} {
  return options?.fetch ? { onFailedAttempt: refusalsNotRetried() } : {};
}
