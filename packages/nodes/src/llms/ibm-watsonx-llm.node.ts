// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { cacheParam, credentialParam } from '../chat-models/chat-model.params.ts';
import { defineNode } from '../define-node.ts';
import { LLM_BASE_CLASSES, LLM_CATEGORY, optionalNumber } from './llm.params.ts';

/**
 * IBMWatsonx (LLMs): a prompt in, text out from a watsonx.ai foundation model (answered through watsonx's text
 * chat API, as IBM Watsonx chat models are).
 */
export const ibmWatsonx = defineNode({
  label: 'IBMWatsonx',
  name: 'ibmWatsonx',
  version: 1.0,
  type: 'IBMWatsonx',
  category: LLM_CATEGORY,
  description: 'Text completion with IBM watsonx.ai foundation models',
  baseClasses: ['IBMWatsonx', 'WatsonxLLM', ...LLM_BASE_CLASSES],
  credential: credentialParam(['ibmWatsonx']),
  inputs: [
    cacheParam,
    {
      label: 'Model',
      name: 'modelId',
      type: 'string',
      default: 'ibm/granite-13b-instruct-v2',
      description: 'The watsonx.ai model id.',
    },
    {
      label: 'Decoding Method',
      name: 'decodingMethod',
      type: 'options',
      options: [
        { label: 'sample', name: 'sample' },
        { label: 'greedy', name: 'greedy' },
      ],
      default: 'greedy',
      description:
        'Greedy always takes the likeliest word (temperature 0); sample uses Temperature and Top P.',
      optional: true,
      additionalParams: true,
    },
    {
      ...optionalNumber('Top K', 'topK', 1, 'Not sent: watsonx.ai chat has no top-k sampling.'),
      default: 50,
    },
    { ...optionalNumber('Top P', 'topP', 0.1, 'Used when decoding by sample.'), default: 0.7 },
    { ...optionalNumber('Temperature', 'temperature', 0.1, 'Used when decoding by sample.'), default: 0.7 },
    { ...optionalNumber('Repeat Penalty', 'repetitionPenalty', 0.1), default: 1 },
    {
      label: 'Streaming',
      name: 'streaming',
      type: 'boolean',
      default: false,
      description: 'Answers stream whenever the chat streams them.',
    },
    { ...optionalNumber('Max New Tokens', 'maxNewTokens', 1), default: 100 },
    {
      ...optionalNumber('Min New Tokens', 'minNewTokens', 1, 'Not sent: watsonx.ai chat has no minimum.'),
      default: 1,
    },
    {
      label: 'Stop Sequence',
      name: 'stopSequence',
      type: 'string',
      rows: 4,
      placeholder: 'AI assistant:',
      description: 'Texts at which the model stops, separated by commas.',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Include Stop Sequence',
      name: 'includeStopSequence',
      type: 'boolean',
      default: false,
      description: 'Not sent: watsonx.ai chat leaves the stop sequence out of the answer.',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Random Seed',
      name: 'randomSeed',
      type: 'number',
      placeholder: '62345',
      description: 'Seed for repeatable sampling.',
      optional: true,
      additionalParams: true,
    },
  ],
});
