// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { awsBedrockEmbeddings } from './aws-bedrock-embeddings.node.ts';
import { googlevertexaiEmbeddings } from './google-vertex-ai-embeddings.node.ts';
import { defineNode } from '../define-node.ts';
import {
  baseOptionsParam,
  basePathParam,
  batchSizeParam,
  dimensionsParam,
  embeddingsBase,
  embeddingsCredential,
  encodingFormatParam,
  maxRetriesParam,
  stripNewLinesParam,
  timeoutParam,
} from './embeddings.params.ts';
import { HOSTED_EMBEDDINGS_NODES } from './hosted-embeddings.nodes.ts';
import { OPENAI_COMPATIBLE_EMBEDDINGS_NODES } from './openai-compatible-embeddings.nodes.ts';
import { REGIONAL_EMBEDDINGS_NODES } from './regional-embeddings.nodes.ts';
import { listedModelNameParam } from '../model-name.param.ts';

export const openAIEmbeddings = defineNode({
  ...embeddingsBase('OpenAIEmbeddings'),
  label: 'OpenAI Embedding',
  name: 'openAIEmbeddings',
  version: 4,
  description: 'OpenAI API to generate embeddings for a given text',
  credential: embeddingsCredential(['openAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    listedModelNameParam('text-embedding-ada-002'),
    stripNewLinesParam,
    batchSizeParam(512),
    maxRetriesParam,
    timeoutParam,
    basePathParam,
    baseOptionsParam,
    dimensionsParam,
    encodingFormatParam,
  ],
});

export const azureOpenAIEmbeddings = defineNode({
  ...embeddingsBase('AzureOpenAIEmbeddings'),
  label: 'Azure OpenAI Embedding',
  name: 'azureOpenAIEmbeddings',
  version: 2,
  description: 'Azure OpenAI API to generate embeddings for a given text',
  credential: embeddingsCredential(['azureOpenAIApi']),
  inputs: [batchSizeParam(100), maxRetriesParam, timeoutParam, basePathParam, baseOptionsParam],
});

export const googleGenerativeAiEmbeddings = defineNode({
  ...embeddingsBase('GoogleGenerativeAiEmbeddings'),
  label: 'Google Gemini Embedding',
  name: 'googleGenerativeAiEmbeddings',
  version: 2,
  description: 'Google Generative API to generate embeddings for a given text',
  credential: {
    ...embeddingsCredential(['googleGenerativeAI'], false),
    description: 'Google Generative AI credential.',
  },
  loadMethods: ['listModels'],
  inputs: [
    listedModelNameParam('gemini-embedding-001'),
    {
      label: 'Task Type',
      name: 'tasktype',
      type: 'options',
      description: 'Type of task for which the embedding will be used',
      options: [
        'TASK_TYPE_UNSPECIFIED',
        'RETRIEVAL_QUERY',
        'RETRIEVAL_DOCUMENT',
        'SEMANTIC_SIMILARITY',
        'CLASSIFICATION',
        'CLUSTERING',
      ].map((name) => ({ label: name, name })),
      default: 'TASK_TYPE_UNSPECIFIED',
    },
    {
      ...stripNewLinesParam,
      description: 'Remove new lines from input text before embedding to reduce token count',
    },
    batchSizeParam(100),
    maxRetriesParam,
  ],
});

export const ollamaEmbedding = defineNode({
  ...embeddingsBase('OllamaEmbeddings'),
  label: 'Ollama Embedding',
  name: 'ollamaEmbedding',
  version: 2,
  description: 'Generate embeddings for a given text using open source model on Ollama',
  inputs: [
    { label: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'llama2' },
    {
      label: 'Number of GPU',
      name: 'numGpu',
      type: 'number',
      description:
        'The number of layers to send to the GPU(s). On macOS it defaults to 1 to enable metal support, 0 to disable.',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Number of Thread',
      name: 'numThread',
      type: 'number',
      description:
        'Sets the number of threads to use during computation. By default, Ollama will detect this for optimal performance.',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Use MMap',
      name: 'useMMap',
      type: 'boolean',
      default: true,
      optional: true,
      additionalParams: true,
    },
    batchSizeParam(100),
    maxRetriesParam,
  ],
});

export const mistralAIEmbeddings = defineNode({
  ...embeddingsBase('MistralAIEmbeddings'),
  label: 'MistralAI Embedding',
  name: 'mistralAIEmbeddings',
  version: 2,
  description: 'MistralAI API to generate embeddings for a given text',
  credential: embeddingsCredential(['mistralAIApi']),
  loadMethods: ['listModels'],
  inputs: [
    listedModelNameParam('mistral-embed'),
    batchSizeParam(512),
    maxRetriesParam,
    { ...stripNewLinesParam, default: true },
    {
      label: 'Override Endpoint',
      name: 'overrideEndpoint',
      type: 'string',
      optional: true,
      additionalParams: true,
    },
  ],
});

export const openAIEmbeddingsCustom = defineNode({
  ...embeddingsBase('OpenAIEmbeddingsCustom'),
  label: 'OpenAI Custom Embedding',
  name: 'openAIEmbeddingsCustom',
  version: 3,
  description: 'Embeddings from any OpenAI-compatible API (its base URL in "Base Path" or the credential)',
  credential: embeddingsCredential(['openAIApi', 'openAICompatibleApi'], true),
  inputs: [
    stripNewLinesParam,
    batchSizeParam(512),
    maxRetriesParam,
    timeoutParam,
    basePathParam,
    baseOptionsParam,
    { label: 'Model Name', name: 'modelName', type: 'string', optional: true },
    dimensionsParam,
    encodingFormatParam,
  ],
});

/** The embeddings node types we define (category Embeddings); data only, safe for the browser. */
export const EMBEDDINGS_NODES = [
  openAIEmbeddings,
  azureOpenAIEmbeddings,
  googleGenerativeAiEmbeddings,
  ollamaEmbedding,
  mistralAIEmbeddings,
  openAIEmbeddingsCustom,
  ...HOSTED_EMBEDDINGS_NODES,
  awsBedrockEmbeddings,
  googlevertexaiEmbeddings,
  ...OPENAI_COMPATIBLE_EMBEDDINGS_NODES,
  ...REGIONAL_EMBEDDINGS_NODES,
] as const;
