// Data declared by Flowise 3.x for this tool component (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

const flowToolParams = [
  { label: 'Tool Name', name: 'name', type: 'string' },
  {
    label: 'Tool Description',
    name: 'description',
    type: 'string',
    description: 'Description of what the tool does. This is for LLM to determine when to use this tool.',
    rows: 3,
  },
  { label: 'Return Direct', name: 'returnDirect', type: 'boolean', optional: true },
  {
    label: 'Override Config',
    name: 'overrideConfig',
    description: 'Override the config passed to the flow.',
    type: 'json',
    optional: true,
    additionalParams: true,
    acceptVariable: true,
  },
  {
    label: 'Base URL',
    name: 'baseURL',
    type: 'string',
    description: 'Base URL of a remote server to run the flow on. By default, the flow runs on this server.',
    placeholder: 'http://localhost:3000',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Start new session per message',
    name: 'startNewSession',
    type: 'boolean',
    description:
      'Start a new session of the called flow with each interaction instead of continuing this one.',
    default: false,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Use Question from Chat',
    name: 'useQuestionFromChat',
    type: 'boolean',
    description: 'Use the question from the chat as input to the flow; overrides the custom input.',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Custom Input',
    name: 'customInput',
    type: 'string',
    description: 'Custom input passed to the flow. Leave empty to let the LLM decide the input.',
    optional: true,
    additionalParams: true,
    show: { useQuestionFromChat: false },
  },
] as const;

/** Chatflow Tool (Tools): runs another chatflow as a tool. */
export const chatflowTool = defineNode({
  label: 'Chatflow Tool',
  name: 'ChatflowTool',
  version: 5.1,
  type: 'ChatflowTool',
  category: 'Tools',
  description: 'Use as a tool to execute another chatflow',
  baseClasses: ['ChatflowTool', 'Tool'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['chatflowApi'],
    optional: true,
  },
  inputs: [
    { label: 'Select Chatflow', name: 'selectedChatflow', type: 'asyncOptions', loadMethod: 'listChatflows' },
    ...flowToolParams,
  ],
});

/** Agent as Tool (Tools): runs another agentflow as a tool. */
export const agentAsTool = defineNode({
  label: 'Agent as Tool',
  name: 'agentAsTool',
  version: 1,
  type: 'AgentAsTool',
  category: 'Tools',
  description: 'Use as a tool to execute another agentflow',
  baseClasses: ['AgentAsTool', 'Tool'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['agentflowApi'],
    optional: true,
  },
  inputs: [
    { label: 'Select Agent', name: 'selectedAgentflow', type: 'asyncOptions', loadMethod: 'listAgentflows' },
    ...flowToolParams,
  ],
});
