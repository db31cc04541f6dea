// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
} from './chat-model.params.ts';
import {
  basePathParam,
  mainStreamingParam,
  modelNameParam,
  temperatureWithDefault,
} from './openai-compatible.params.ts';

/** Alibaba Tongyi (Chat Models): Qwen models of Alibaba Cloud Model Studio (DashScope). */
export const chatAlibabaTongyi = defineNode({
  label: 'Alibaba Tongyi',
  name: 'chatAlibabaTongyi',
  version: 2.0,
  type: 'ChatAlibabaTongyi',
  category: CHAT_MODEL_CATEGORY,
  description: "Qwen models of Alibaba Cloud through DashScope's OpenAI-compatible API",
  baseClasses: ['ChatAlibabaTongyi', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['AlibabaApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('Model', 'qwen-plus'),
    temperatureWithDefault(0.9),
    mainStreamingParam,
    {
      ...basePathParam('basePath', 'Base Path', {
        placeholder: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
      }),
      description:
        'Outside mainland China: https://dashscope-intl.aliyuncs.com/compatible-mode/v1. Defaults to https://dashscope.aliyuncs.com/compatible-mode/v1',
    },
  ],
});
