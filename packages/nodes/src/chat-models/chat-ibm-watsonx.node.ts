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

/** IBM Watsonx (Chat Models): foundation models of IBM watsonx.ai through its text chat API. */
export const chatIBMWatsonx = defineNode({
  label: 'IBM Watsonx',
  name: 'chatIBMWatsonx',
  version: 2.0,
  type: 'ChatIBMWatsonx',
  category: CHAT_MODEL_CATEGORY,
  description: 'Wrapper around IBM watsonx.ai foundation models',
  baseClasses: ['ChatIBMWatsonx', 'ChatWatsonx', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['ibmWatsonx']),
  inputs: [
    cacheParam,
    { label: 'Model', name: 'modelName', type: 'string', placeholder: 'mistralai/mistral-large' },
    temperatureParam,
    streamingParam,
    numberParam('Max Tokens', 'maxTokens', 1),
    numberParam(
      'Frequency Penalty',
      'frequencyPenalty',
      1,
      'Positive values penalise tokens by how often they already appear, making verbatim repetition less likely.',
    ),
    {
      label: 'Log Probs',
      name: 'logprobs',
      type: 'boolean',
      default: false,
      optional: true,
      additionalParams: true,
      description: 'Return the log probability of each output token.',
    },
    {
      ...numberParam('N', 'n', 1, 'How many chat completion choices to generate for each input message.'),
      default: 1,
    },
    {
      ...numberParam(
        'Presence Penalty',
        'presencePenalty',
        1,
        'Positive values penalise tokens that already appear, making new topics more likely.',
      ),
      default: 1,
    },
    {
      ...numberParam(
        'Top P',
        'topP',
        0.1,
        'Nucleus sampling: only the tokens whose probabilities add up to this are considered.',
      ),
      default: 0.1,
    },
  ],
});
