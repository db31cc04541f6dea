// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { cacheParam, credentialParam } from '../chat-models/chat-model.params.ts';
import { vertexEndpointParam, vertexRegionParam } from '../chat-models/google-vertex-regions.ts';
import { defineNode } from '../define-node.ts';
import { LLM_BASE_CLASSES, LLM_CATEGORY, optionalNumber } from './llm.params.ts';

/**
 * GoogleVertexAI (LLMs): a prompt in, text out from a Gemini model on Vertex AI (Flowise's PaLM text models are
 * retired there; a flow naming one gets Vertex's answer for it).
 */
export const googlevertexai = defineNode({
  label: 'GoogleVertexAI',
  name: 'googlevertexai',
  version: 3.0,
  type: 'GoogleVertexAI',
  category: LLM_CATEGORY,
  description: 'Text completion with Gemini models on Google Cloud Vertex AI',
  baseClasses: ['GoogleVertexAI', 'LLM', ...LLM_BASE_CLASSES],
  credential: {
    ...credentialParam(['googleVertexAuth'], true),
    description:
      "A Google Cloud service account key. Without one, the server's Application Default Credentials are used.",
  },
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'gemini-2.5-flash',
    },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.7, optional: true },
    optionalNumber('max Output Tokens', 'maxOutputTokens', 1),
    optionalNumber('Top Probability', 'topP', 0.1),
    { ...vertexRegionParam(), additionalParams: true },
    vertexEndpointParam,
  ],
});
