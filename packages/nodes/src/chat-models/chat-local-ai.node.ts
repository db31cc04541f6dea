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
  basePathParam,
  maxTokensParam,
  modelNameParam,
  temperatureWithDefault,
  timeoutParam,
  topPParam,
} from './openai-compatible.params.ts';

/** LocalAI (Chat Models): local models (llama.cpp, gpt4all…) behind a LocalAI server. */
export const chatLocalAI = defineNode({
  label: 'LocalAI',
  name: 'chatLocalAI',
  version: 3.0,
  type: 'ChatLocalAI',
  category: CHAT_MODEL_CATEGORY,
  description: 'Local models (llama.cpp, gpt4all…) served by LocalAI',
  baseClasses: ['ChatLocalAI', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['localAIApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    basePathParam('basePath', 'Base Path', {
      placeholder: 'http://localhost:8080/v1',
      additionalParams: false,
    }),
    modelNameParam('Model Name', 'gpt4all-lora-quantized.bin'),
    temperatureWithDefault(0.9),
    streamingParam,
    maxTokensParam,
    topPParam,
    timeoutParam,
  ],
});
