import { loadNodeRuntime } from '../runtime/node-runtime.ts';
import type { AssistantsApiFactory } from './assistants-api.ts';

/** The node runtime's Assistants API client (the runtime and the `openai` SDK load at the first call). */
export const runtimeAssistantsApi: AssistantsApiFactory = async (target) => {
  const { nodes } = await loadNodeRuntime();
  return nodes.createAssistantsApiClient(target);
};
