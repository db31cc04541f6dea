// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  batchSizeParam,
  embeddingsBase,
  embeddingsCredential,
  maxRetriesParam,
} from './embeddings.params.ts';

export const cohereEmbeddings = defineNode({
  ...embeddingsBase('CohereEmbeddings'),
  label: 'Cohere Embedding',
  name: 'cohereEmbeddings',
  version: 3,
  description: 'Cohere API to generate embeddings for a given text',
  credential: embeddingsCredential(['cohereApi']),
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'embed-english-v2.0',
    },
    {
      label: 'Type',
      name: 'inputType',
      type: 'options',
      description:
        'Kept for flows made in Flowise. Documents are always embedded as search_document and questions as search_query, as search needs.',
      options: [
        { label: 'search_document', name: 'search_document' },
        { label: 'search_query', name: 'search_query' },
        { label: 'classification', name: 'classification' },
        { label: 'clustering', name: 'clustering' },
      ],
      default: 'search_query',
      optional: true,
    },
    batchSizeParam(96),
    maxRetriesParam,
  ],
});

export const jinaEmbeddings = defineNode({
  ...embeddingsBase('JinaEmbeddings'),
  label: 'Jina Embedding',
  name: 'jinaEmbeddings',
  version: 3,
  description: 'JinaAI API to generate embeddings for a given text',
  credential: embeddingsCredential(['jinaAIApi']),
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'string',
      default: 'jina-embeddings-v3',
      description: 'A Jina AI embeddings model (jina.ai/embeddings)',
    },
    {
      label: 'Dimensions',
      name: 'modelDimensions',
      type: 'number',
      default: 1024,
      description: 'Output dimensions the model supports (jina.ai/embeddings)',
    },
    {
      label: 'Allow Late Chunking',
      name: 'allowLateChunking',
      type: 'boolean',
      description: 'Embed the chunks of one request with the context of all of them (jina.ai/embeddings)',
      default: false,
      optional: true,
    },
    batchSizeParam(512),
    maxRetriesParam,
  ],
});

export const voyageAIEmbeddings = defineNode({
  ...embeddingsBase('VoyageAIEmbeddings'),
  label: 'VoyageAI Embedding',
  name: 'voyageAIEmbeddings',
  version: 2,
  description: 'Voyage AI API to generate embeddings for a given text',
  credential: embeddingsCredential(['voyageAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'voyage-2',
    },
    batchSizeParam(128),
    maxRetriesParam,
  ],
});

export const huggingFaceInferenceEmbeddings = defineNode({
  ...embeddingsBase('HuggingFaceInferenceEmbeddings'),
  label: 'HuggingFace Inference Embedding',
  name: 'huggingFaceInferenceEmbeddings',
  version: 1,
  description: 'HuggingFace Inference API to generate embeddings for a given text',
  credential: embeddingsCredential(['huggingFaceApi']),
  inputs: [
    {
      label: 'Model',
      name: 'modelName',
      type: 'string',
      description: 'If using own inference endpoint, leave this blank',
      placeholder: 'sentence-transformers/distilbert-base-nli-mean-tokens',
      optional: true,
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      placeholder:
        'https://xyz.eu-west-1.aws.endpoints.huggingface.cloud/sentence-transformers/all-MiniLM-L6-v2',
      description: 'Using your own inference endpoint',
      optional: true,
    },
    batchSizeParam(64),
    maxRetriesParam,
  ],
});

/** Cohere, Jina, Voyage and Hugging Face embeddings (hosted APIs with their own wire formats). */
export const HOSTED_EMBEDDINGS_NODES = [
  cohereEmbeddings,
  jinaEmbeddings,
  voyageAIEmbeddings,
  huggingFaceInferenceEmbeddings,
] as const;
