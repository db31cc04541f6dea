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
  geminiThinkingLevelParam,
} from './chat-model.params.ts';
import { vertexEndpointParam, vertexRegionParam } from './google-vertex-regions.ts';

/** Google Vertex AI (Chat Models): Gemini and Claude models on Google Cloud, signed in with a service account. */
export const chatGoogleVertexAI = defineNode({
  label: 'Google VertexAI',
  name: 'chatGoogleVertexAI',
  version: 5.3,
  type: 'ChatGoogleVertexAI',
  category: CHAT_MODEL_CATEGORY,
  description: 'Gemini and other models on Google Cloud Vertex AI',
  baseClasses: ['ChatGoogleVertexAI', 'ChatVertexAI', ...CHAT_MODEL_BASE_CLASSES],
  credential: {
    ...credentialParam(['googleVertexAuth'], true),
    description:
      "A Google Cloud service account key. Without one, the server's Application Default Credentials are used (on Cloud Run or with default credentials installed).",
  },
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    vertexRegionParam(),
    { label: 'Model Name', name: 'modelName', type: 'asyncOptions', loadMethod: 'listModels' },
    {
      label: 'Custom Model Name',
      name: 'customModelName',
      type: 'string',
      placeholder: 'gemini-1.5-pro-exp-0801',
      description: 'A model name not in the list; it replaces the model chosen above.',
      additionalParams: true,
      optional: true,
    },
    temperatureParam,
    streamingParam,
    allowImageUploadsParam,
    {
      label: 'Thinking Budget',
      name: 'thinkingBudget',
      type: 'number',
      description: 'Thinking tokens for Gemini 2.5 models: -1 dynamic, 0 off, or a number of tokens.',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    geminiThinkingLevelParam,
    numberParam('Max Output Tokens', 'maxOutputTokens', 1),
    numberParam('Top Probability', 'topP', 0.1),
    numberParam(
      'Top Next Highest Probability Tokens',
      'topK',
      1,
      'Sample among the k most probable tokens (a positive number).',
    ),
    vertexEndpointParam,
  ],
});
