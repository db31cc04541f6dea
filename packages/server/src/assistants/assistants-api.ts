import type { AssistantsApiClient, AssistantsApiTarget } from '@loomflow/nodes/runtime';

/**
 * The node runtime's Assistants API client (`createAssistantsApiClient` of `@loomflow/nodes/runtime`) as the
 * server uses it. Types only: the server's services do not load the runtime (and the `openai` SDK) at start.
 */
export type {
  AssistantsApiTarget,
  ProviderObject,
  ThreadRunRequest,
  ThreadRunResult,
} from '@loomflow/nodes/runtime';

export type AssistantsApi = AssistantsApiClient;

/** Makes the client for a target (the server's loads the node runtime on first use). */
export type AssistantsApiFactory = (target: AssistantsApiTarget) => Promise<AssistantsApi>;
