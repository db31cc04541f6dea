export type * from './run.types.ts';
export { DEFAULT_RUN_LIMITS } from './run.types.ts';
export { agentflowEngine, runAgentflow } from './run-agentflow.ts';
export { validateAgentflow, type AgentflowIssue } from './validate-agentflow.ts';
export { resolveTemplate, type TemplateScope } from './template-resolver.ts';
export { editorHtmlToText } from './rich-text.ts';
export { runChatflow } from './chatflow/run-chatflow.ts';
export {
  ChatflowUpsertRequestError,
  upsertChatflow,
  type ChatflowUpsertOutcome,
  type ChatflowUpsertRequest,
} from './chatflow/upsert-chatflow.ts';
export {
  chatflowCanStream,
  validateChatflow,
  type ChatflowNodeProblems,
} from './chatflow/validate-chatflow.ts';
export {
  ChatflowRunError,
  type ChatflowEmission,
  type ChatflowRunRequest,
  type ChatflowRunResult,
} from './chatflow/chatflow.types.ts';
export { runSequential } from './sequential/run-sequential.ts';
export { validateSequential, type SequentialIssue } from './sequential/validate-sequential.ts';
export type {
  AgentReasoningStep,
  SequentialRunEvent,
  SequentialRunRequest,
} from './sequential/sequential.types.ts';
