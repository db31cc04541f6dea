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
import { maxTokensParam, modelNameParam, temperatureWithDefault } from './openai-compatible.params.ts';

/** xAI Grok (Chat Models): Grok models at api.x.ai. */
export const chatXAI = defineNode({
  label: 'xAI Grok',
  name: 'chatXAI',
  version: 2.0,
  type: 'ChatXAI',
  category: CHAT_MODEL_CATEGORY,
  description: 'Grok models of xAI',
  baseClasses: ['ChatXAI', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['xaiApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('Model', 'grok-4'),
    temperatureWithDefault(0.9),
    streamingParam,
    allowImageUploadsParam,
    maxTokensParam,
  ],
});
