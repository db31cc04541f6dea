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
  baseOptionsParam,
  frequencyPenaltyParam,
  listedModelParam,
  maxTokensParam,
  presencePenaltyParam,
  temperatureWithDefault,
  timeoutParam,
  topPParam,
} from './openai-compatible.params.ts';

/** Cerebras (Chat Models): open models on Cerebras inference. */
export const chatCerebras = defineNode({
  label: 'Cerebras',
  name: 'chatCerebras',
  version: 3.0,
  type: 'ChatCerebras',
  category: CHAT_MODEL_CATEGORY,
  description: "Open models on Cerebras' inference API",
  baseClasses: ['ChatCerebras', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['cerebrasAIApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    listedModelParam('modelName', 'llama3.1-8b'),
    temperatureWithDefault(0.9),
    streamingParam,
    maxTokensParam,
    topPParam,
    frequencyPenaltyParam,
    presencePenaltyParam,
    timeoutParam,
    basePathParam('basepath', 'Base Path', { default: 'https://api.cerebras.ai/v1' }),
    baseOptionsParam,
  ],
});
