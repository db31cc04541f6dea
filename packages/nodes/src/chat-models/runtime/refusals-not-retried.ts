import { stampRetryable } from '@langchain/core/errors';
import { AsyncCaller, type FailedAttemptHandler } from '@langchain/core/utils/async_caller';

/** LangChain's own handler of a failed attempt (rate limits, statuses never retried…), which it keeps protected. */
class LangChainRetryRules extends AsyncCaller {
  static defaultHandler(): FailedAttemptHandler | undefined {
    return new LangChainRetryRules({}).onFailedAttempt;
  }
}

/** The server's outbound policy refused the address: "Refused: …", as written or after an SDK's prefix. */
function isRefusal(error: unknown): boolean {
  return error instanceof Error && /(^|: )Refused: /.test(error.message);
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
