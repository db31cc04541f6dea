// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  allowImageUploadsParam,
  cacheParam,
  credentialParam,
  numberParam,
  streamingParam,
  temperatureParam,
} from './chat-model.params.ts';

/** Models that think adaptively instead of with a token budget. */
const ADAPTIVE_MODELS = ['claude-opus-4-7', 'claude-opus-4-6', 'claude-sonnet-4-6'];

/** Anthropic Claude (Chat Models): Claude models through Anthropic's Messages API. */
export const chatAnthropic = defineNode({
  label: 'Anthropic Claude',
  name: 'chatAnthropic',
  version: 8.0,
  type: 'ChatAnthropic',
  category: CHAT_MODEL_CATEGORY,
  description: "Anthropic's Claude models through the Messages API",
  baseClasses: ['ChatAnthropic', 'ChatAnthropicMessages', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['anthropicApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'claude-haiku-4-5',
    },
    temperatureParam,
    streamingParam,
    allowImageUploadsParam,
    {
      label: 'Extended Thinking',
      name: 'extendedThinking',
      type: 'boolean',
      description:
        'Let the model think before answering, within a token budget (Claude 3.7 Sonnet and Claude 4).',
      optional: true,
      additionalParams: true,
      hide: { modelName: ADAPTIVE_MODELS },
    },
    {
      label: 'Budget Tokens',
      name: 'budgetTokens',
      type: 'number',
      step: 1,
      default: '1024',
      description: 'The most tokens the model may spend thinking.',
      optional: true,
      additionalParams: true,
      show: { extendedThinking: true },
      hide: { modelName: ADAPTIVE_MODELS },
    },
    {
      label: 'Adaptive Thinking',
      name: 'adaptiveThinking',
      type: 'boolean',
      description: 'The model decides per request whether and how long to think.',
      default: false,
      optional: true,
      additionalParams: true,
      show: { modelName: ADAPTIVE_MODELS },
    },
    {
      label: 'Thinking Effort',
      name: 'thinkingEffort',
      type: 'options',
      description: 'How readily the model spends tokens on thinking.',
      optional: true,
      options: [
        { label: 'Low', name: 'low' },
        { label: 'Medium', name: 'medium' },
        { label: 'High', name: 'high' },
        { label: 'Max', name: 'max', description: 'No limit on thinking tokens (Opus 4.6 and newer).' },
      ],
      additionalParams: true,
      show: { adaptiveThinking: true, modelName: ADAPTIVE_MODELS },
    },
    numberParam('Max Tokens', 'maxTokensToSample', 1),
    numberParam('Top P', 'topP', 0.1),
    numberParam('Top K', 'topK', 0.1),
  ],
});
