// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { inputModerationAnchor } from '../chains/chain.params.ts';
import { AGENT_BASE_CLASSES, AGENT_CATEGORY, maxIterationsParam, toolsAnchor } from './agent.params.ts';

/** ReAct Agent for Chat Models (Agents): thought, action and observation in text until a final answer. */
export const reactAgentChat = defineNode({
  label: 'ReAct Agent for Chat Models',
  name: 'reactAgentChat',
  version: 4,
  type: 'AgentExecutor',
  category: AGENT_CATEGORY,
  description:
    'Agent that uses the ReAct logic to decide what action to take, optimized to be used with Chat Models',
  baseClasses: [...AGENT_BASE_CLASSES],
  inputs: [
    toolsAnchor('Allowed Tools'),
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    inputModerationAnchor,
    maxIterationsParam,
  ],
});
