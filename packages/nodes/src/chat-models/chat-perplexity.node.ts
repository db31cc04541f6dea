// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  numberParam,
  streamingParam,
} from './chat-model.params.ts';
import {
  frequencyPenaltyParam,
  listedModelParam,
  maxTokensParam,
  presencePenaltyParam,
  temperatureWithDefault,
  timeoutParam,
} from './openai-compatible.params.ts';

/**
 * Perplexity (Chat Models): Sonar models, which search the web to answer. As in Flowise the model is the input
 * `model` (not `modelName`).
 */
export const chatPerplexity = defineNode({
  label: 'Perplexity',
  name: 'chatPerplexity',
  version: 0.1,
  type: 'ChatPerplexity',
  category: CHAT_MODEL_CATEGORY,
  description: 'Perplexity Sonar models, answering with web search',
  baseClasses: ['ChatPerplexity', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['perplexityApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    listedModelParam('model', 'sonar'),
    temperatureWithDefault(1),
    maxTokensParam,
    numberParam('Top P', 'topP', 0.1),
    numberParam('Top K', 'topK', 1),
    presencePenaltyParam,
    frequencyPenaltyParam,
    streamingParam,
    timeoutParam,
    {
      label: 'Proxy Url',
      name: 'proxyUrl',
      type: 'string',
      optional: true,
      additionalParams: true,
      description: "Kept for Flowise flows; requests go through the server's own outbound policy.",
    },
  ],
});
