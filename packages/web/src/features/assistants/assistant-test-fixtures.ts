import type { Assistant, NodeDefinition, Tool } from '@loomflow/core';

const DATE = '2026-03-04T10:00:00.000Z';

/** The chat model the assistant screens offer in tests: OpenAI with a credential, model name and temperature. */
export const CHAT_OPENAI_NODE: NodeDefinition = {
  name: 'chatOpenAI',
  label: 'OpenAI',
  version: 1,
  type: 'ChatOpenAI',
  category: 'Chat Models',
  description: 'OpenAI chat models',
  baseClasses: ['BaseChatModel'],
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'gpt-4o-mini' },
    { label: 'Temperature', name: 'temperature', type: 'number', default: 0.9, optional: true },
    { label: 'Max Tokens', name: 'maxTokens', type: 'number', optional: true, additionalParams: true },
  ],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['openAIApi'],
  },
};

function toolNode(name: string, label: string, inputs: NodeDefinition['inputs']): NodeDefinition {
  return {
    name,
    label,
    version: 1,
    type: label.replace(/ /g, ''),
    category: 'Tools',
    description: `${label} tool`,
    baseClasses: ['Tool'],
    inputs,
  };
}

export const TOOL_NODES: NodeDefinition[] = [
  toolNode('calculator', 'Calculator', []),
  toolNode('customTool', 'Custom Tool', [
    { label: 'Select Tool', name: 'selectedTool', type: 'asyncOptions', loadMethod: 'listTools' },
  ]),
];

export const WEATHER_TOOL: Tool = {
  id: 'tool-weather',
  name: 'get_weather',
  description: 'Weather of a city',
  color: '#ccc',
  iconSrc: null,
  schema: '[]',
  func: 'return "sunny";',
  workspaceId: 'ws-1',
  createdDate: DATE,
  updatedDate: DATE,
};

/** `GET /assistants/components/docstores` in Flowise's shape. */
export const STORE_OPTIONS = [
  { name: 'store-handbook', label: 'Handbook', description: 'The company handbook' },
];

export function customAssistant(id: string, details: Record<string, unknown>): Assistant {
  return {
    id,
    details: JSON.stringify({
      description: '',
      instruction: '',
      chatModel: {
        name: 'chatOpenAI',
        inputs: { modelName: 'gpt-4o-mini', FLOWISE_CREDENTIAL_ID: 'cred-openai' },
      },
      tools: [],
      documentStores: [],
      ...details,
    }),
    credential: 'cred-openai',
    iconSrc: null,
    type: 'CUSTOM',
    workspaceId: 'ws-1',
    createdDate: DATE,
    updatedDate: DATE,
  };
}

export function providerAssistant(
  id: string,
  type: 'OPENAI' | 'AZURE',
  details: Record<string, unknown>,
): Assistant {
  return {
    id,
    details: JSON.stringify({ description: '', instructions: '', tools: [], ...details }),
    credential: 'cred-openai',
    iconSrc: null,
    type,
    workspaceId: 'ws-1',
    createdDate: DATE,
    updatedDate: DATE,
  };
}
