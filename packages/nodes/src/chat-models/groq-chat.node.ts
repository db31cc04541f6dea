// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  numberParam,
  temperatureParam,
} from './chat-model.params.ts';

/** Groq (Chat Models): open models on Groq's LPU inference service. */
export const groqChat = defineNode({
  label: 'Groq',
  name: 'groqChat',
  version: 4.0,
  type: 'GroqChat',
  category: CHAT_MODEL_CATEGORY,
  description: "Open models on Groq's LPU inference engine",
  baseClasses: ['GroqChat', 'ChatGroq', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['groqApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      placeholder: 'llama3-70b-8192',
    },
    temperatureParam,
    numberParam('Max Tokens', 'maxTokens', 1),
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
  ],
});
