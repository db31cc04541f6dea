// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { cacheParam, credentialParam } from '../chat-models/chat-model.params.ts';
import { LLM_BASE_CLASSES, LLM_CATEGORY, optionalNumber } from './llm.params.ts';

/**
 * Replicate (LLMs): a language model run on Replicate (its predictions API), the prompt as the model's `prompt`
 * input. Flowise declares it a BaseChatModel too, so imported flows keep their connections.
 */
export const replicate = defineNode({
  label: 'Replicate',
  name: 'replicate',
  version: 2.0,
  type: 'Replicate',
  category: LLM_CATEGORY,
  description: 'Run open language models on Replicate',
  baseClasses: ['Replicate', 'BaseChatModel', 'LLM', ...LLM_BASE_CLASSES],
  credential: credentialParam(['replicateApi']),
  inputs: [
    cacheParam,
    {
      label: 'Model',
      name: 'model',
      type: 'string',
      placeholder: 'meta/meta-llama-3-8b-instruct or owner/name:version',
      description: 'The model, as owner/name (an official model) or owner/name:version.',
      optional: true,
    },
    {
      label: 'Temperature',
      name: 'temperature',
      type: 'number',
      step: 0.1,
      default: 0.7,
      description: 'Randomness of the answer: 0 is deterministic, above 1 very random.',
      optional: true,
    },
    optionalNumber('Max Tokens', 'maxTokens', 1, 'The most tokens the answer may have (sent as max_length).'),
    optionalNumber('Top Probability', 'topP', 0.1, 'Sample among the most probable tokens adding up to p.'),
    optionalNumber(
      'Repetition Penalty',
      'repetitionPenalty',
      0.1,
      'Above 1 discourages repeated words, below 1 encourages them (0.01 to 5).',
    ),
    {
      label: 'Additional Inputs',
      name: 'additionalInputs',
      type: 'json',
      description: "Other inputs of the model, as a JSON object (see the model's API page on Replicate).",
      additionalParams: true,
      optional: true,
    },
  ],
});
