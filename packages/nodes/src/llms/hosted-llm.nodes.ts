// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { cacheParam, credentialParam } from '../chat-models/chat-model.params.ts';
import {
  LLM_BASE_CLASSES,
  LLM_CATEGORY,
  optionalNumber,
  stopSequenceParam,
  typedModelName,
} from './llm.params.ts';

/** Fireworks (LLMs): open models on Fireworks' completions API. */
export const fireworks = defineNode({
  label: 'Fireworks',
  name: 'fireworks',
  version: 1.0,
  type: 'Fireworks',
  category: LLM_CATEGORY,
  description: "Text completion with open models on Fireworks' completions API",
  baseClasses: ['Fireworks', 'OpenAI', ...LLM_BASE_CLASSES],
  credential: credentialParam(['fireworksApi']),
  inputs: [
    cacheParam,
    typedModelName(
      'accounts/fireworks/models/llama-v3-70b-instruct-hf',
      'A Fireworks model id (see fireworks.ai/models).',
    ),
  ],
});

/** TogetherAI (LLMs): open models on Together AI's completions API. */
export const togetherAI = defineNode({
  label: 'TogetherAI',
  name: 'togetherAI',
  version: 1.0,
  type: 'TogetherAI',
  category: LLM_CATEGORY,
  description: "Text completion with open models on Together AI's completions API",
  baseClasses: ['TogetherAI', 'LLM', ...LLM_BASE_CLASSES],
  credential: credentialParam(['togetherAIApi']),
  inputs: [
    cacheParam,
    { label: 'Model Name', name: 'modelName', type: 'string', description: 'The Together AI model to ask.' },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      step: 1,
      default: 50,
      description: 'Sample among the k most probable next tokens.',
    },
    {
      label: 'Top P',
      name: 'topP',
      type: 'number',
      step: 0.1,
      default: 0.7,
      description: 'Sample among the most probable tokens whose probabilities add up to p.',
    },
    {
      label: 'Temperature',
      name: 'temperature',
      type: 'number',
      step: 0.1,
      default: 0.7,
      description: 'Randomness of the answer: lower is more focused, higher more varied.',
    },
    {
      label: 'Repeat Penalty',
      name: 'repeatPenalty',
      type: 'number',
      step: 0.1,
      default: 1,
      description: 'Higher values make repeated text less likely.',
    },
    {
      label: 'Streaming',
      name: 'streaming',
      type: 'boolean',
      default: false,
      description: 'Send the answer token by token as it is written.',
    },
    { ...optionalNumber('Max Tokens', 'maxTokens', 1, 'The most tokens the answer may have.') },
    stopSequenceParam,
  ],
});

/** Sambanova (LLMs): models on SambaNova Cloud's OpenAI-compatible completions API. */
export const sambanova = defineNode({
  label: 'Sambanova',
  name: 'sambanova',
  version: 1.0,
  type: 'Sambanova',
  category: LLM_CATEGORY,
  description: "Text completion with models on SambaNova Cloud's OpenAI-compatible API",
  baseClasses: ['Sambanova', 'OpenAI', ...LLM_BASE_CLASSES],
  credential: credentialParam(['sambanovaApi']),
  inputs: [
    cacheParam,
    typedModelName('Meta-Llama-3.3-70B-Instruct', 'A SambaNova model id (see docs.sambanova.ai).'),
  ],
});
