import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * For SDKs that call the global `fetch` and take no fetch of their own (Google's @google/generative-ai, under
 * LangChain's Gemini chat model and the Gemini embeddings): code run by `runWithFetch(checked, …)` has its global
 * `fetch` calls go through `checked` (the outbound policy's fetch); everywhere else the global fetch behaves as
 * before. The global is replaced once, by a wrapper that asks the async context which fetch to use; the wrapper
 * is put back if something else replaced it since (a test's stub), wrapping that instead.
 */

const STATE_KEY = Symbol.for('loomflow.scopedGlobalFetch');
const WRAPPER_MARK = Symbol.for('loomflow.scopedGlobalFetch.wrapper');

interface ScopeState {
  readonly scope: AsyncLocalStorage<typeof fetch>;
}

function isScopeState(value: unknown): value is ScopeState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'scope' in value &&
    value.scope instanceof AsyncLocalStorage
  );
}

/** One scope per process, even if this module is loaded twice (two copies must agree on the wrapper's store). */
function sharedState(): ScopeState {
  const found: unknown = Reflect.get(globalThis, STATE_KEY);
  if (isScopeState(found)) return found;
  const state: ScopeState = { scope: new AsyncLocalStorage<typeof fetch>() };
  Reflect.set(globalThis, STATE_KEY, state);
  return state;
}

function isWrapper(value: unknown): boolean {
  return typeof value === 'function' && WRAPPER_MARK in value;
}

/** Makes the global `fetch` the scope-aware wrapper, unless it already is. Idempotent. */
export function installScopedGlobalFetch(): void {
  if (isWrapper(globalThis.fetch)) return;
  const original = globalThis.fetch;
  const { scope } = sharedState();
  const wrapper: typeof fetch = (input, init) => {
    const checked = scope.getStore();
    // The checked fetch runs outside the scope: if it uses the global fetch itself, that one is the original.
    return checked ? scope.exit(() => checked(input, init)) : original(input, init);
  };
  globalThis.fetch = Object.assign(wrapper, { [WRAPPER_MARK]: true });
}

/** Runs `action` with every global `fetch` call it makes (however deep, however late) going through `checked`. */
export function runWithFetch<T>(checked: typeof fetch, action: () => T): T {
  installScopedGlobalFetch();
  return sharedState().scope.run(checked, action);
}

/**
 * `generator` with each step run inside the scope: a generator's body runs in the context of whoever calls
 * `next()`, so a stream that opens its request at its first step (Gemini's) must be stepped in the scope.
 */
export async function* withFetchEachStep<T>(
  checked: typeof fetch,
  generator: AsyncGenerator<T>,
): AsyncGenerator<T> {
  try {
    for (;;) {
      const step = await runWithFetch(checked, () => generator.next());
      if (step.done === true) return;
      yield step.value;
    }
  } finally {
    await runWithFetch(checked, () => generator.return(undefined));
  }
}
