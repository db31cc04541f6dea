// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  numberParam,
  streamingParam,
  temperatureParam,
} from './chat-model.params.ts';
import { listedModelNameParam } from '../model-name.param.ts';

/** MistralAI (Chat Models): Mistral's hosted models. */
export const chatMistralAI = defineNode({
  label: 'MistralAI',
  name: 'chatMistralAI',
  version: 4.0,
  type: 'ChatMistralAI',
  category: CHAT_MODEL_CATEGORY,
  description: "Mistral AI's chat models",
  baseClasses: ['ChatMistralAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['mistralAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    listedModelNameParam('mistral-tiny'),
    { ...temperatureParam, description: 'Between 0.0 and 1.0: higher is more random, lower more focused.' },
    streamingParam,
    numberParam('Max Output Tokens', 'maxOutputTokens', 1),
    numberParam('Top Probability', 'topP', 0.1, 'Nucleus sampling: 0.1 keeps the top 10% probability mass.'),
    numberParam('Random Seed', 'randomSeed', 1, 'Seed for sampling, for repeatable answers.'),
    {
      label: 'Safe Mode',
      name: 'safeMode',
      type: 'boolean',
      description: 'Add Mistral’s safety prompt before the conversation.',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Override Endpoint',
      name: 'overrideEndpoint',
      type: 'string',
      optional: true,
      additionalParams: true,
    },
  ],
});
