// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  streamingParam,
} from './chat-model.params.ts';
import {
  frequencyPenaltyParam,
  maxTokensParam,
  modelNameParam,
  presencePenaltyParam,
  temperatureWithDefault,
  topPParam,
} from './openai-compatible.params.ts';

/** Comet (Chat Models): models of many providers through CometAPI. */
export const chatCometAPI = defineNode({
  label: 'Comet',
  name: 'chatCometAPI',
  version: 1.0,
  type: 'ChatCometAPI',
  category: CHAT_MODEL_CATEGORY,
  description: 'Models of many providers through CometAPI',
  baseClasses: ['ChatCometAPI', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['cometApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('Model Name', 'gpt-5-mini', 'gpt-5-mini', 'A model CometAPI serves, e.g. gpt-5-mini'),
    temperatureWithDefault(0.7),
    streamingParam,
    maxTokensParam,
    topPParam,
    frequencyPenaltyParam,
    presencePenaltyParam,
    {
      label: 'Base Options',
      name: 'baseOptions',
      type: 'json',
      optional: true,
      additionalParams: true,
      description: 'Options of the API client as a JSON object (e.g. {"defaultHeaders": {...}}); no baseURL.',
    },
  ],
});
