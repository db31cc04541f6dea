// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  allowImageUploadsParam,
  cacheParam,
  credentialParam,
  streamingParam,
} from './chat-model.params.ts';
import {
  basePathParam,
  baseOptionsParam,
  frequencyPenaltyParam,
  maxTokensParam,
  modelNameParam,
  presencePenaltyParam,
  temperatureWithDefault,
  timeoutParam,
  topPParam,
} from './openai-compatible.params.ts';

/** OpenRouter (Chat Models): hundreds of models of many providers behind one OpenAI-compatible API. */
export const chatOpenRouter = defineNode({
  label: 'OpenRouter',
  name: 'chatOpenRouter',
  version: 1.0,
  type: 'ChatOpenRouter',
  category: CHAT_MODEL_CATEGORY,
  description: "Models of many providers through OpenRouter's API",
  baseClasses: ['ChatOpenRouter', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['openRouterApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('Model Name', 'openai/gpt-4o-mini'),
    temperatureWithDefault(0.9),
    streamingParam,
    allowImageUploadsParam,
    maxTokensParam,
    topPParam,
    frequencyPenaltyParam,
    presencePenaltyParam,
    timeoutParam,
    basePathParam('basepath', 'Base Path', { default: 'https://openrouter.ai/api/v1' }),
    baseOptionsParam,
  ],
});
