// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { inputModerationAnchor } from '../chains/chain.params.ts';
import { AGENT_BASE_CLASSES, AGENT_CATEGORY, maxIterationsParam, toolsAnchor } from './agent.params.ts';

export const DEFAULT_TOOL_AGENT_SYSTEM_MESSAGE = 'You are a helpful AI assistant.';

/** Tool Agent (Agents): the chat model calls the connected tools (tool calling) until it can answer. */
export const toolAgent = defineNode({
  label: 'Tool Agent',
  name: 'toolAgent',
  version: 2,
  type: 'AgentExecutor',
  category: AGENT_CATEGORY,
  description: 'Agent that uses Function Calling to pick the tools and args to call',
  baseClasses: [...AGENT_BASE_CLASSES],
  inputs: [
    toolsAnchor('Tools'),
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    {
      label: 'Tool Calling Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description:
        'Only compatible with models that are capable of function calling: ChatOpenAI, ChatMistral, ChatAnthropic, ChatGoogleGenerativeAI, ChatVertexAI, GroqChat',
    },
    {
      label: 'Chat Prompt Template',
      name: 'chatPromptTemplate',
      type: 'ChatPromptTemplate',
      description:
        'Override existing prompt with Chat Prompt Template. Human Message must includes {input} variable',
      optional: true,
    },
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      default: DEFAULT_TOOL_AGENT_SYSTEM_MESSAGE,
      description: 'If Chat Prompt Template is provided, this will be ignored',
      rows: 4,
      optional: true,
      additionalParams: true,
    },
    inputModerationAnchor,
    maxIterationsParam,
  ],
});
