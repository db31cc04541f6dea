export type * from './run.types.ts';
export { DEFAULT_RUN_LIMITS } from './run.types.ts';
export type * from './flow-runtime.ts';
export { FLOW_RUNTIMES, flowRuntimeOf, type FlowRuntimes } from './flow-runtimes.ts';
export { problemsByNode, type FlowProblem } from './flow-problems.ts';
export { runAgentflow } from './run-agentflow.ts';
export { resolveTemplate, type TemplateScope } from './template-resolver.ts';
export { editorHtmlToText } from './rich-text.ts';
export { runChatflow } from './chatflow/run-chatflow.ts';
export {
  ChatflowUpsertRequestError,
  type ChatflowUpsertOutcome,
  type ChatflowUpsertRequest,
} from './chatflow/upsert-chatflow.ts';
export {
  ChatflowRunError,
  type ChatflowEmission,
  type ChatflowRunRequest,
  type ChatflowRunResult,
} from './chatflow/chatflow.types.ts';
export type { SequentialRunRequest } from './sequential/sequential.types.ts';
export { ENGINE_RUN_NODE_NAMES } from './engine-node-names.ts';
