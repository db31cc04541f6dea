// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  numberParam,
  openAIEndpointParams,
  openAIPenaltyParams,
  streamingParam,
  temperatureParam,
} from './chat-model.params.ts';

/**
 * OpenAI Custom Model (Chat Models): any OpenAI-compatible server (vLLM, LM Studio, LiteLLM, a fine-tuned
 * model…) at `basepath`. The model name is free text, as in Flowise; `listModels` offers the server's
 * `/models`. Besides Flowise's `openAIApi`, an `openAICompatibleApi` credential (key and base URL) fits.
 */
export const chatOpenAICustom = defineNode({
  label: 'OpenAI Custom Model',
  name: 'chatOpenAICustom',
  version: 4.0,
  type: 'ChatOpenAI-Custom',
  category: CHAT_MODEL_CATEGORY,
  description: 'A custom or fine-tuned model behind any OpenAI-compatible chat API',
  baseClasses: ['ChatOpenAI-Custom', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['openAIApi', 'openAICompatibleApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      placeholder: 'ft:gpt-3.5-turbo:my-org:custom_suffix:id',
    },
    temperatureParam,
    streamingParam,
    numberParam('Max Tokens', 'maxTokens', 1),
    numberParam('Top Probability', 'topP', 0.1),
    ...openAIPenaltyParams,
    ...openAIEndpointParams,
  ],
});
