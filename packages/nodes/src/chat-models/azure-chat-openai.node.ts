// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  allowImageUploadsParam,
  cacheParam,
  credentialParam,
  imageResolutionParam,
  numberParam,
  openAIEndpointParams,
  openAIPenaltyParams,
  openAIReasoningParams,
  streamingParam,
  temperatureParam,
} from './chat-model.params.ts';

/** Azure OpenAI (Chat Models): OpenAI models deployed on an Azure OpenAI resource. */
export const azureChatOpenAI = defineNode({
  label: 'Azure OpenAI',
  name: 'azureChatOpenAI',
  version: 7.1,
  type: 'AzureChatOpenAI',
  category: CHAT_MODEL_CATEGORY,
  description: 'OpenAI chat models deployed on an Azure OpenAI resource',
  baseClasses: ['AzureChatOpenAI', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['azureOpenAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      freeSolo: true,
    },
    temperatureParam,
    numberParam('Max Tokens', 'maxTokens', 1),
    streamingParam,
    allowImageUploadsParam,
    imageResolutionParam,
    ...openAIReasoningParams(),
    numberParam('Top Probability', 'topP', 0.1),
    ...openAIPenaltyParams,
    ...openAIEndpointParams,
  ],
});
