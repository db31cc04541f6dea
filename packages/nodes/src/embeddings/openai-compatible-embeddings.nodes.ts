// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { embeddingsBase, embeddingsCredential } from './embeddings.params.ts';

/** TogetherAI Embedding: embedding models served by Together AI. */
export const togetherAIEmbedding = defineNode({
  ...embeddingsBase('TogetherAIEmbedding'),
  label: 'TogetherAI Embedding',
  name: 'togetherAIEmbedding',
  version: 1,
  description: 'Embedding models of Together AI to generate embeddings for a given text',
  credential: embeddingsCredential(['togetherAIApi']),
  inputs: [
    { label: 'Cache', name: 'cache', type: 'BaseCache', optional: true },
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      placeholder: 'BAAI/bge-large-en-v1.5',
      description: 'A model id of https://docs.together.ai/docs/serverless-models#embedding-models',
    },
  ],
});

/** LocalAI Embedding: local embedding models (llama.cpp, bert…) behind a LocalAI server. */
export const localAIEmbeddings = defineNode({
  ...embeddingsBase('LocalAI Embeddings'),
  label: 'LocalAI Embedding',
  name: 'localAIEmbeddings',
  version: 1,
  description: 'Local embedding models (llama.cpp, bert…) served by LocalAI',
  credential: embeddingsCredential(['localAIApi'], true),
  inputs: [
    { label: 'Base Path', name: 'basePath', type: 'string', placeholder: 'http://localhost:8080/v1' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'text-embedding-ada-002' },
  ],
});

/** Embeddings of providers with an OpenAI-compatible API (one shared builder runs them). */
export const OPENAI_COMPATIBLE_EMBEDDINGS_NODES = [togetherAIEmbedding, localAIEmbeddings] as const;
