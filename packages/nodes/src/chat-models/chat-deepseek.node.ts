// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  streamingParam,
} from './chat-model.params.ts';
import {
  baseOptionsParam,
  frequencyPenaltyParam,
  listedModelParam,
  maxTokensParam,
  presencePenaltyParam,
  temperatureWithDefault,
  timeoutParam,
  topPParam,
} from './openai-compatible.params.ts';

/** Deepseek (Chat Models): DeepSeek's chat and reasoning models at api.deepseek.com. */
export const chatDeepseek = defineNode({
  label: 'Deepseek',
  name: 'chatDeepseek',
  version: 1.0,
  type: 'chatDeepseek',
  category: CHAT_MODEL_CATEGORY,
  description: 'DeepSeek chat and reasoning models through their OpenAI-compatible API',
  baseClasses: ['chatDeepseek', 'ChatDeepSeek', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['deepseekApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    listedModelParam('modelName', 'deepseek-chat'),
    temperatureWithDefault(0.7),
    streamingParam,
    maxTokensParam,
    topPParam,
    frequencyPenaltyParam,
    presencePenaltyParam,
    timeoutParam,
    {
      label: 'Stop Sequence',
      name: 'stopSequence',
      type: 'string',
      rows: 4,
      optional: true,
      description: 'Words that end the answer, separated by commas.',
      additionalParams: true,
    },
    {
      label: 'Thinking',
      name: 'thinking',
      type: 'boolean',
      default: false,
      optional: true,
      additionalParams: true,
      description: 'Deep thinking: the model reasons before it answers.',
    },
    baseOptionsParam,
  ],
});
