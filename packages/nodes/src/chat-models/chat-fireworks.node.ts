// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
} from './chat-model.params.ts';
import { mainStreamingParam, modelNameParam, temperatureWithDefault } from './openai-compatible.params.ts';

/** Fireworks AI (Chat Models): open models served by Fireworks. */
export const chatFireworks = defineNode({
  label: 'Fireworks AI',
  name: 'chatFireworks',
  version: 2.0,
  type: 'ChatFireworks',
  category: CHAT_MODEL_CATEGORY,
  description: 'Open models served by Fireworks AI',
  baseClasses: ['ChatFireworks', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['fireworksApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam(
      'Model',
      'accounts/fireworks/models/llama-v3p1-8b-instruct',
      'accounts/fireworks/models/llama-v3p1-8b-instruct',
    ),
    temperatureWithDefault(0.9),
    mainStreamingParam,
  ],
});
