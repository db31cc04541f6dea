/**
 * Runs one call with a signal of its own that follows `runSignal` while the call lasts. SDKs add an abort listener
 * to the signal of every request and never remove it (the OpenAI client's fetchWithTimeout does), so a run that
 * makes many model calls would pile listeners on its one signal until it ends (Node's MaxListenersExceededWarning
 * at 11); the call's own signal goes with the call.
 */
export async function withCallSignal<T>(
  runSignal: AbortSignal,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  runSignal.throwIfAborted();
  const controller = new AbortController();
  const abort = (): void => {
    controller.abort(runSignal.reason);
  };
  runSignal.addEventListener('abort', abort, { once: true });
  try {
    return await call(controller.signal);
  } finally {
    runSignal.removeEventListener('abort', abort);
  }
}
