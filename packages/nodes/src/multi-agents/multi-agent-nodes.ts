import { supervisor } from './supervisor/definition.ts';
import { worker } from './worker/definition.ts';

/** The multi-agent node types of agentflow v1 (category Multi Agents). */
export const MULTI_AGENT_NODES = [supervisor, worker] as const;

export { supervisor, worker };
