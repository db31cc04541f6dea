// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { cacheParam, credentialParam, temperatureParam } from '../chat-models/chat-model.params.ts';
import { LLM_BASE_CLASSES, LLM_CATEGORY, optionalNumber } from './llm.params.ts';

const modelNameParam = (defaultModel: string) =>
  ({
    label: 'Model Name',
    name: 'modelName',
    type: 'asyncOptions',
    loadMethod: 'listModels',
    default: defaultModel,
  }) as const;

const samplingParams = [
  optionalNumber('Max Tokens', 'maxTokens', 1),
  optionalNumber('Top Probability', 'topP', 0.1),
  optionalNumber(
    'Best Of',
    'bestOf',
    1,
    'Completions generated on the server, of which the best is returned.',
  ),
  optionalNumber('Frequency Penalty', 'frequencyPenalty', 0.1),
  optionalNumber('Presence Penalty', 'presencePenalty', 0.1),
] as const;

const basePathParam = {
  label: 'Base Path',
  name: 'basepath',
  type: 'string',
  optional: true,
  description: 'Another address for the API, e.g. "https://api.example.com/v2".',
  additionalParams: true,
} as const;

/** OpenAI (LLMs): OpenAI's completions API (`gpt-3.5-turbo-instruct`, `davinci-002`…), a prompt in, text out. */
export const openAI = defineNode({
  label: 'OpenAI',
  name: 'openAI',
  version: 4.0,
  type: 'OpenAI',
  category: LLM_CATEGORY,
  description: "Text completion with OpenAI's completions API (for chat models, use ChatOpenAI)",
  baseClasses: ['OpenAI', ...LLM_BASE_CLASSES],
  credential: credentialParam(['openAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('gpt-3.5-turbo-instruct'),
    { ...temperatureParam, default: 0.7 },
    ...samplingParams,
    optionalNumber('Batch Size', 'batchSize', 1, 'Prompts sent in one request.'),
    optionalNumber('Timeout', 'timeout', 1, 'Milliseconds before a request is given up.'),
    basePathParam,
    {
      label: 'Base Options',
      name: 'baseOptions',
      type: 'json',
      optional: true,
      description: 'Headers sent with every request, as a JSON object.',
      additionalParams: true,
    },
  ],
});

/** Azure OpenAI (LLMs): a completions deployment of Azure OpenAI. */
export const azureOpenAI = defineNode({
  label: 'Azure OpenAI',
  name: 'azureOpenAI',
  version: 4.0,
  type: 'AzureOpenAI',
  category: LLM_CATEGORY,
  description:
    'Text completion with an Azure OpenAI completions deployment (for chat models, use Azure ChatOpenAI)',
  baseClasses: ['AzureOpenAI', 'OpenAI', ...LLM_BASE_CLASSES],
  credential: credentialParam(['azureOpenAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('text-davinci-003'),
    { ...temperatureParam, default: 0.9 },
    ...samplingParams,
    optionalNumber('Timeout', 'timeout', 1, 'Milliseconds before a request is given up.'),
    basePathParam,
  ],
});
