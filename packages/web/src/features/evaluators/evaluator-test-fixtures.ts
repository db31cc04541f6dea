import type { Credential, Evaluator, NodeDefinition } from '@loomflow/core';

const DATE = '2026-03-04T10:00:00.000Z';

/** The one chat model node type the judge model pickers offer in tests. */
export const CHAT_OPENAI_NODE: NodeDefinition = {
  name: 'chatOpenAI',
  label: 'ChatOpenAI',
  version: 1,
  type: 'ChatOpenAI',
  category: 'Chat Models',
  description: 'OpenAI chat models',
  baseClasses: ['BaseChatModel'],
  inputs: [{ label: 'Model Name', name: 'modelName', type: 'string', default: 'gpt-4o-mini' }],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['openAIApi'],
  },
};

export const TEST_CREDENTIALS: Credential[] = [
  {
    id: 'cred-openai',
    name: 'OpenAI key',
    credentialName: 'openAIApi',
    workspaceId: 'ws-1',
    createdDate: DATE,
    updatedDate: DATE,
  },
  {
    id: 'cred-other',
    name: 'Anthropic key',
    credentialName: 'anthropicApi',
    workspaceId: 'ws-1',
    createdDate: DATE,
    updatedDate: DATE,
  },
];

const common = { description: '', workspaceId: 'ws-1', createdDate: DATE, updatedDate: DATE };

export const PARIS_EVALUATOR: Evaluator = {
  ...common,
  id: 'ev-text',
  name: 'Mentions Paris',
  type: 'text',
  config: { operator: 'contains', compareWith: 'value', value: 'Paris', caseSensitive: false },
};

export const JUDGE_EVALUATOR: Evaluator = {
  ...common,
  id: 'ev-llm',
  name: 'Judge',
  description: 'Graded by a model',
  type: 'llm',
  config: { prompt: 'Grade {{actualOutput}}', passThreshold: 7 },
};
