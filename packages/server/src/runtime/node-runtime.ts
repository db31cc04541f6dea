import type * as Engine from '@loomflow/engine';
import type * as NodeExecutors from '@loomflow/nodes/runtime';

/** The engine and the node executors with everything they bring: LangChain, provider SDKs, loaders, MCP. */
export interface NodeRuntime {
  readonly engine: typeof Engine;
  readonly nodes: typeof NodeExecutors;
}

let loading: Promise<NodeRuntime> | undefined;

/**
 * Loads the node runtime on first use (a run, an upsert, a flow check, a document store's loader) and keeps it:
 * a server that only serves the app and its API never parses it, which keeps idle memory low. Import types from
 * `@loomflow/engine` and `@loomflow/nodes/runtime` statically; values only through here.
 */
export function loadNodeRuntime(): Promise<NodeRuntime> {
  loading ??= Promise.all([import('@loomflow/engine'), import('@loomflow/nodes/runtime')]).then(
    ([engine, nodes]) => ({ engine, nodes }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
