// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Start (Sequential Agents): Starting point of the conversation. */
export const seqStart = defineNode({
  label: 'Start',
  name: 'seqStart',
  version: 2,
  type: 'Start',
  category: 'Sequential Agents',
  description: 'Starting point of the conversation',
  baseClasses: ['Start'],
  documentation: 'https://docs.flowiseai.com/using-flowise/agentflows/sequential-agents#id-1.-start-node',
  inputs: [
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description:
        'Only compatible with models that are capable of function calling: ChatOpenAI, ChatMistral, ChatAnthropic, ChatGoogleGenerativeAI, ChatVertexAI, GroqChat',
    },
    {
      label: 'Agent Memory',
      name: 'agentMemory',
      type: 'BaseCheckpointSaver',
      description: 'Save the state of the agent',
      optional: true,
    },
    {
      label: 'State',
      name: 'state',
      type: 'State',
      description:
        'State is an object that is updated by nodes in the graph, passing from one node to another. By default, state contains "messages" that got updated with each message sent and received.',
      optional: true,
    },
    {
      label: 'Input Moderation',
      description:
        'Detect text that could generate harmful output and prevent it from being sent to the language model',
      name: 'inputModeration',
      type: 'Moderation',
      optional: true,
      list: true,
    },
  ],
});
