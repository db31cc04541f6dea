// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { inputModerationAnchor } from '../chains/chain.params.ts';
import { AGENT_BASE_CLASSES, AGENT_CATEGORY, maxIterationsParam, toolsAnchor } from './agent.params.ts';

export const DEFAULT_CONVERSATIONAL_AGENT_SYSTEM_MESSAGE =
  'Assistant is a large language model. It can help with a wide range of tasks, from answering simple questions to in-depth explanations and discussions, and uses its tools when they help.';

/** Conversational Agent (Agents): a conversation with memory where the chat model may use tools (JSON actions). */
export const conversationalAgent = defineNode({
  label: 'Conversational Agent',
  name: 'conversationalAgent',
  version: 3,
  type: 'AgentExecutor',
  category: AGENT_CATEGORY,
  description: 'Conversational agent for a chat model. It will utilize chat specific prompts',
  baseClasses: [...AGENT_BASE_CLASSES],
  inputs: [
    toolsAnchor('Allowed Tools'),
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    inputModerationAnchor,
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
      default: DEFAULT_CONVERSATIONAL_AGENT_SYSTEM_MESSAGE,
      optional: true,
      additionalParams: true,
    },
    maxIterationsParam,
  ],
});
