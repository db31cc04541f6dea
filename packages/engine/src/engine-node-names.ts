import { IGNORED_NODE_NAMES } from './graph.ts';
import { AGENT_MEMORY_NAMES, SEQ_NODE_NAMES } from './sequential/seq-flow.ts';

/**
 * Node types the engine handles itself rather than through a node executor or chatflow component: the agentflow
 * v1 nodes, their checkpointers (Agent Memory) and sticky notes (never run).
 */
export const ENGINE_RUN_NODE_NAMES: ReadonlySet<string> = new Set([
  ...SEQ_NODE_NAMES,
  ...AGENT_MEMORY_NAMES,
  ...IGNORED_NODE_NAMES,
]);
