// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
} from './chat-model.params.ts';
import {
  basePathParam,
  baseOptionsParam,
  mainStreamingParam,
  modelNameParam,
  temperatureWithDefault,
} from './openai-compatible.params.ts';

/** SambaNova (Chat Models): open models on SambaNova Cloud. */
export const chatSambanova = defineNode({
  label: 'SambaNova',
  name: 'chatSambanova',
  version: 1.0,
  type: 'ChatSambanova',
  category: CHAT_MODEL_CATEGORY,
  description: 'Open models on SambaNova Cloud',
  baseClasses: ['ChatSambanova', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['sambanovaApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('Model', 'Meta-Llama-3.3-70B-Instruct', 'Meta-Llama-3.3-70B-Instruct'),
    temperatureWithDefault(0.9),
    mainStreamingParam,
    // Flowise's default is misspelt ("htps://"); the builder reads that value as SambaNova's own address.
    basePathParam('basepath', 'Base Path', { default: 'https://api.sambanova.ai/v1' }),
    baseOptionsParam,
  ],
});
