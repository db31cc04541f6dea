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
  basePathParam,
  baseOptionsParam,
  frequencyPenaltyParam,
  maxTokensParam,
  modelNameParam,
  presencePenaltyParam,
  temperatureWithDefault,
  timeoutParam,
  topPParam,
} from './openai-compatible.params.ts';

/** Nvidia NIM (Chat Models): NVIDIA's hosted NIM API, or a self-hosted NIM at "Base Path". */
export const chatNvidiaNIM = defineNode({
  label: 'Nvidia NIM',
  name: 'chatNvidiaNIM',
  version: 1.1,
  type: 'ChatNvidiaNIM',
  category: CHAT_MODEL_CATEGORY,
  description: 'Models behind an NVIDIA NIM inference API (hosted or self-hosted)',
  baseClasses: ['ChatNvidiaNIM', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['nvidiaNIMApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    modelNameParam('Model Name', 'meta/llama-3.3-70b-instruct'),
    {
      ...basePathParam('basePath', 'Base Path', { placeholder: 'https://integrate.api.nvidia.com/v1' }),
      optional: true,
      additionalParams: false,
    },
    temperatureWithDefault(0.9),
    streamingParam,
    maxTokensParam,
    topPParam,
    frequencyPenaltyParam,
    presencePenaltyParam,
    timeoutParam,
    baseOptionsParam,
  ],
});
