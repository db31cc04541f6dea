// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { listedModelNameParam } from '../model-name.param.ts';
import {
  batchSizeParam,
  embeddingsBase,
  embeddingsCredential,
  stripNewLinesParam,
  timeoutParam,
} from './embeddings.params.ts';

/** IBM Watsonx Embedding: embedding models of IBM watsonx.ai (`/ml/v1/text/embeddings`). */
export const ibmEmbedding = defineNode({
  ...embeddingsBase('WatsonxEmbeddings'),
  label: 'IBM Watsonx Embedding',
  name: 'ibmEmbedding',
  version: 1,
  description: 'Generate embeddings for a given text using open source model on IBM Watsonx',
  credential: embeddingsCredential(['ibmWatsonx']),
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'ibm/slate-30m-english-rtrvr' },
    {
      label: 'Truncate Input Tokens',
      name: 'truncateInputTokens',
      type: 'number',
      description: 'Truncate the input tokens.',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Retries',
      name: 'maxRetries',
      type: 'number',
      description: 'The maximum number of retries.',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Concurrency',
      name: 'maxConcurrency',
      type: 'number',
      description: 'The maximum number of concurrencies.',
      step: 1,
      optional: true,
      additionalParams: true,
    },
  ],
});

/** Baidu Qianfan Embedding: embedding models of Baidu Qianfan through its v2 API (an API key, bce-v3/…). */
export const baiduQianfanEmbeddings = defineNode({
  ...embeddingsBase('BaiduQianfanEmbeddings'),
  label: 'Baidu Qianfan Embedding',
  name: 'baiduQianfanEmbeddings',
  version: 1,
  description: 'Baidu Qianfan API to generate embeddings for a given text',
  credential: embeddingsCredential(['baiduQianfanApi']),
  loadMethods: ['listModels'],
  inputs: [
    listedModelNameParam('Embedding-V1'),
    {
      label: 'Custom Model Name',
      name: 'customModelName',
      type: 'string',
      placeholder: 'Qwen3-Embedding-4B',
      description: 'Custom model name to use. If provided, it will override the selected model.',
      additionalParams: true,
      optional: true,
    },
    {
      ...stripNewLinesParam,
      description: 'Remove new lines from input text before embedding to reduce token count',
    },
    {
      ...batchSizeParam(1),
      description: 'Number of texts sent in each embedding request',
      warning:
        'Qianfan has stricter limits on individual text length. If you encounter a length error, reduce chunk size to 500 and set Batch Size to 1.',
    },
    { ...timeoutParam, description: 'Request timeout in milliseconds' },
    {
      label: 'Base Path',
      name: 'basePath',
      type: 'string',
      placeholder: 'https://qianfan.baidubce.com/v2',
      description: 'The Qianfan v2 API address, when not Baidu’s own (a proxy or private deployment).',
      optional: true,
      additionalParams: true,
    },
  ],
});

/** Embeddings of providers with their own regional APIs (IBM watsonx, Baidu Qianfan). */
export const REGIONAL_EMBEDDINGS_NODES = [ibmEmbedding, baiduQianfanEmbeddings] as const;
