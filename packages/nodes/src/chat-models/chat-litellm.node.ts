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
} from './chat-model.params.ts';
import {
  basePathParam,
  maxTokensParam,
  modelNameParam,
  temperatureWithDefault,
  timeoutParam,
} from './openai-compatible.params.ts';

/** LiteLLM (Chat Models): a LiteLLM proxy, which routes to the models it is configured with. */
export const chatLitellm = defineNode({
  label: 'LiteLLM',
  name: 'chatLitellm',
  version: 2.0,
  type: 'ChatLitellm',
  category: CHAT_MODEL_CATEGORY,
  description: 'A LiteLLM proxy through its OpenAI-compatible API',
  baseClasses: ['ChatLitellm', 'ChatOpenAI', 'BaseChatOpenAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['litellmApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    basePathParam('basePath', 'Base URL', { placeholder: 'http://localhost:4000', additionalParams: false }),
    modelNameParam('Model Name', 'model_name'),
    temperatureWithDefault(0.9),
    streamingParam,
    allowImageUploadsParam,
    maxTokensParam,
    numberParam('Top P', 'topP', 0.1),
    timeoutParam,
  ],
});
