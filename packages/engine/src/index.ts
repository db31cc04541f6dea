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
// Until the server runs every flow through FLOW_RUNTIMES:
export { upsertChatflow } from './chatflow/upsert-chatflow.ts';
export { validateAgentflow } from './validate-agentflow.ts';
export { chatflowCanStream, validateChatflow } from './chatflow/validate-chatflow.ts';
export { runSequential } from './sequential/run-sequential.ts';
export { validateSequential } from './sequential/validate-sequential.ts';
export type { EngineEvent as SequentialRunEvent } from './run.types.ts';
