// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  streamingParam,
  temperatureParam,
} from './chat-model.params.ts';
import { listedModelNameParam } from '../model-name.param.ts';

/** Cohere (Chat Models): Cohere's Command models through its chat API. */
export const chatCohere = defineNode({
  label: 'Cohere',
  name: 'chatCohere',
  version: 3.0,
  type: 'ChatCohere',
  category: CHAT_MODEL_CATEGORY,
  description: 'Wrapper around Cohere Chat Endpoints',
  baseClasses: ['ChatCohere', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['cohereApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    listedModelNameParam('command-r7b-12-2024'),
    { ...temperatureParam, default: 0.7 },
    streamingParam,
  ],
});
