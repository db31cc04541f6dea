import type { MarketplaceTemplate } from '@loomflow/core';

/** Test support: small templates in the server's shape. */

const chatModel = {
  id: 'chatOpenAI_0',
  type: 'customNode',
  position: { x: 0, y: 0 },
  data: {
    id: 'chatOpenAI_0',
    label: 'ChatOpenAI',
    name: 'chatOpenAI',
    type: 'ChatOpenAI',
    category: 'Chat Models',
    baseClasses: ['ChatOpenAI', 'BaseChatModel'],
    inputParams: [
      {
        label: 'Connect Credential',
        name: 'credential',
        type: 'credential',
        id: 'chatOpenAI_0-input-credential-credential',
      },
      {
        label: 'Model Name',
        name: 'modelName',
        type: 'options',
        options: [{ label: 'gpt-4o-mini', name: 'gpt-4o-mini' }],
        id: 'chatOpenAI_0-input-modelName-options',
      },
      {
        label: 'Temperature',
        name: 'temperature',
        type: 'number',
        id: 'chatOpenAI_0-input-temperature-number',
      },
    ],
    inputAnchors: [],
    inputs: { modelName: 'gpt-4o-mini', temperature: 0.4 },
    outputAnchors: [
      {
        id: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel',
        name: 'chatOpenAI',
        label: 'ChatOpenAI',
        type: 'ChatOpenAI | BaseChatModel',
      },
    ],
    outputs: {},
  },
};

const chain = {
  id: 'conversationChain_0',
  type: 'customNode',
  position: { x: 400, y: 0 },
  data: {
    id: 'conversationChain_0',
    label: 'Conversation Chain',
    name: 'conversationChain',
    type: 'ConversationChain',
    category: 'Chains',
    baseClasses: ['ConversationChain'],
    inputParams: [
      {
        label: 'System Message',
        name: 'systemMessagePrompt',
        type: 'string',
        id: 'conversationChain_0-input-systemMessagePrompt-string',
      },
    ],
    inputAnchors: [
      {
        label: 'Chat Model',
        name: 'model',
        type: 'BaseChatModel',
        id: 'conversationChain_0-input-model-BaseChatModel',
      },
    ],
    inputs: { model: '{{chatOpenAI_0.data.instance}}', systemMessagePrompt: 'You answer billing questions.' },
    outputAnchors: [
      {
        id: 'conversationChain_0-output-conversationChain-ConversationChain',
        name: 'conversationChain',
        label: 'ConversationChain',
        type: 'ConversationChain',
      },
    ],
    outputs: {},
  },
};

export const CHATFLOW_DATA = JSON.stringify({
  nodes: [chatModel, chain],
  edges: [
    {
      id: 'e1',
      source: 'chatOpenAI_0',
      target: 'conversationChain_0',
      sourceHandle: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel',
      targetHandle: 'conversationChain_0-input-model-BaseChatModel',
      type: 'buttonedge',
    },
  ],
});

const agentNode = (id: string, name: string, label: string, x: number, extra: object = {}) => ({
  id,
  type: 'agentFlow',
  position: { x, y: 0 },
  data: {
    id,
    name,
    label,
    category: 'Agent Flows',
    inputParams: [],
    inputs: {},
    outputAnchors: [],
    ...extra,
  },
});

export const AGENTFLOW_DATA = JSON.stringify({
  nodes: [
    agentNode('startAgentflow_0', 'startAgentflow', 'Start', 0),
    agentNode('agentAgentflow_0', 'agentAgentflow', 'Support Agent', 300, {
      inputParams: [
        {
          label: 'Model',
          name: 'agentModel',
          type: 'asyncOptions',
          loadConfig: true,
          id: 'agentAgentflow_0-input-agentModel-asyncOptions',
        },
      ],
      inputs: { agentModel: 'chatOpenAI', agentModelConfig: { modelName: 'gpt-4o-mini', temperature: 0.2 } },
    }),
  ],
  edges: [{ id: 'e1', source: 'startAgentflow_0', target: 'agentAgentflow_0', type: 'agentFlow' }],
});

export const TOOL_DATA = JSON.stringify({
  name: 'get_weather',
  description: 'Tells the weather of a city',
  color: 'linear-gradient(#fff, #eee)',
  iconSrc: null,
  schema: JSON.stringify([
    { id: 1, property: 'city', type: 'string', description: 'The city', required: true },
  ]),
  func: 'return "sunny in " + $city;',
});

export function template(overrides: Partial<MarketplaceTemplate> & { id: string }): MarketplaceTemplate {
  return {
    templateName: overrides.id,
    description: `About ${overrides.id}`,
    type: 'Chatflow',
    flowData: CHATFLOW_DATA,
    badge: null,
    framework: ['LangChain'],
    usecases: [],
    categories: ['Chat Models', 'Chains'],
    ...overrides,
  };
}

export const BUILTIN_TEMPLATES: MarketplaceTemplate[] = [
  template({
    id: 'billing-assistant',
    templateName: 'Billing Assistant',
    description: 'Answers billing questions with memory',
    usecases: ['Customer Support'],
    badge: 'POPULAR',
  }),
  template({
    id: 'support-router',
    templateName: 'Support Router',
    description: 'Routes tickets between agents',
    type: 'AgentflowV2',
    flowData: AGENTFLOW_DATA,
    framework: ['Loomflow'],
    usecases: ['Customer Support', 'Agent'],
    categories: ['Agent Flows'],
    badge: 'NEW',
  }),
  template({
    id: 'sql-team',
    templateName: 'SQL Team',
    description: 'Sequential agents that write SQL',
    type: 'Agentflow',
    flowData: AGENTFLOW_DATA,
    framework: ['LangGraph'],
    usecases: ['SQL'],
    categories: ['Sequential Agents'],
  }),
  template({
    id: 'weather-tool',
    templateName: 'Weather Tool',
    description: 'Gets the weather of a city',
    type: 'Tool',
    flowData: TOOL_DATA,
    framework: [],
    usecases: ['Interacting with API'],
    categories: [],
  }),
];
