// Server-only entry (`@loomflow/nodes/runtime`): executors and LangChain integrations never reach the browser.
export type * from './node-executor.ts';
export { NODE_EXECUTORS, findNodeExecutor } from './executor-registry.ts';
