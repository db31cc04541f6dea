export type * from './run.types.ts';
export { DEFAULT_RUN_LIMITS } from './run.types.ts';
export { runAgentflow } from './run-agentflow.ts';
