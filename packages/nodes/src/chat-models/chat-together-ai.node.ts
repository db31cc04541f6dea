// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
} from './chat-model.params.ts';
import { mainStreamingParam, modelNameParam, temperatureWithDefault } from './openai-compatible.params.ts';

/** TogetherAI (Chat Models): open models served by Together AI. */
export const chatTogetherAI = defineNode({
  label: 'TogetherAI',
  name: 'chatTogetherAI',
  version: 2.0,
  type: 'ChatTogetherAI',
  category: CHAT_MODEL_CATEGORY,
  description: 'Open models served by Together AI',
  baseClasses: ['ChatTogetherAI', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['togetherAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam(
      'Model Name',
      'meta-llama/Llama-3.3-70B-Instruct-Turbo',
      undefined,
      'A model id of https://docs.together.ai/docs/serverless-models',
    ),
    temperatureWithDefault(0.9),
    mainStreamingParam,
  ],
});
