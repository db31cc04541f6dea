// Server-only entry (`@loomflow/nodes/runtime`): executors and LangChain integrations never reach the browser.
export type * from './node-executor.ts';
export { NODE_EXECUTORS, findNodeExecutor } from './executor-registry.ts';
export { buildTool, runnableToolNames } from '../tools/tool-builders.ts';
export {
  CHAT_MODEL_PROVIDER,
  SUPPORTED_CHAT_MODELS,
  createChatModelProvider,
  type ChatModelProviderOptions,
} from './chat-model-provider.ts';
export { ChatModelConfigError } from '../chat-models/runtime/chat-model-config.ts';
export { countTokensOffline } from '../chat-models/runtime/offline-token-count.ts';
export type * from './document-processing.ts';
