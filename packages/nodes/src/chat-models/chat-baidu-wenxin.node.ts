// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  numberParam,
} from './chat-model.params.ts';
import {
  basePathParam,
  listedModelParam,
  mainStreamingParam,
  temperatureWithDefault,
} from './openai-compatible.params.ts';

/** Baidu Wenxin (Chat Models): ERNIE models of Baidu Qianfan through its v2 API. */
export const chatBaiduWenxin = defineNode({
  label: 'Baidu Wenxin',
  name: 'chatBaiduWenxin',
  version: 3.0,
  type: 'ChatBaiduWenxin',
  category: CHAT_MODEL_CATEGORY,
  description: 'ERNIE models of Baidu Qianfan through its OpenAI-compatible v2 API (an API key, bce-v3/…)',
  baseClasses: ['ChatBaiduWenxin', 'ChatBaiduQianfan', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['baiduQianfanApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    listedModelParam('modelName', 'ernie-4.5-8k-preview'),
    {
      label: 'Custom Model Name',
      name: 'customModelName',
      type: 'string',
      placeholder: 'ernie-speed-128k',
      description: 'Custom model name to use. If provided, it will override the selected model.',
      additionalParams: true,
      optional: true,
    },
    temperatureWithDefault(0.9),
    mainStreamingParam,
    numberParam(
      'Top Probability',
      'topP',
      0.1,
      'Nucleus sampling: the tokens whose probabilities add up to this.',
    ),
    numberParam(
      'Penalty Score',
      'penaltyScore',
      0.1,
      'Penalises repeated tokens; Qianfan accepts 1.0 to 2.0.',
    ),
    {
      label: 'User ID',
      name: 'userId',
      type: 'string',
      description: 'Optional unique identifier for the end user making the request.',
      optional: true,
      additionalParams: true,
    },
    basePathParam('basePath', 'Base Path', { placeholder: 'https://qianfan.baidubce.com/v2' }),
  ],
});
