// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { queryInput, retrieverOutputs } from './retriever.nodes.ts';

const baseRetrieverInput = {
  label: 'Vector Store Retriever',
  name: 'baseRetriever',
  type: 'VectorStoreRetriever',
} as const;

function modelInput(models: readonly string[]) {
  return {
    label: 'Model Name',
    name: 'model',
    type: 'options',
    options: models.map((name) => ({ label: name, name })),
    default: models[0],
    optional: true,
  } as const;
}

const topKInput = {
  label: 'Top K',
  name: 'topK',
  description: 'Number of top results to fetch. Default to the TopK of the Base Retriever',
  placeholder: '4',
  type: 'number',
  additionalParams: true,
  optional: true,
} as const;

const maxChunksPerDocInput = {
  label: 'Max Chunks Per Doc',
  name: 'maxChunksPerDoc',
  description: 'The maximum number of chunks to produce internally from a document. Default to 10',
  placeholder: '10',
  type: 'number',
  additionalParams: true,
  optional: true,
} as const;

function credential(name: string) {
  return {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: [name],
  } as const;
}

/** Cohere Rerank Retriever (Retrievers): the base retriever's documents reordered by Cohere Rerank. */
export const cohereRerankRetriever = defineNode({
  label: 'Cohere Rerank Retriever',
  name: 'cohereRerankRetriever',
  version: 1,
  type: 'Cohere Rerank Retriever',
  category: 'Retrievers',
  description: 'Cohere Rerank indexes the documents from most to least semantically relevant to the query.',
  baseClasses: ['Cohere Rerank Retriever', 'BaseRetriever'],
  credential: credential('cohereApi'),
  inputs: [
    baseRetrieverInput,
    modelInput(['rerank-v3.5', 'rerank-english-v3.0', 'rerank-multilingual-v3.0']),
    queryInput,
    topKInput,
    maxChunksPerDocInput,
  ],
  outputs: retrieverOutputs('Cohere Rerank Retriever', 'Cohere Rerank Retriever'),
});

/** Jina AI Rerank Retriever (Retrievers): the base retriever's documents reordered by Jina Reranker. */
export const jinaRerankRetriever = defineNode({
  label: 'Jina AI Rerank Retriever',
  name: 'JinaRerankRetriever',
  version: 1,
  type: 'JinaRerankRetriever',
  category: 'Retrievers',
  description: 'Jina AI Rerank indexes the documents from most to least semantically relevant to the query.',
  baseClasses: ['JinaRerankRetriever', 'BaseRetriever'],
  credential: credential('jinaAIApi'),
  inputs: [
    baseRetrieverInput,
    modelInput(['jina-reranker-v2-base-multilingual', 'jina-colbert-v2']),
    queryInput,
    {
      label: 'Top N',
      name: 'topN',
      description: 'Number of top results to fetch. Default to 4',
      placeholder: '4',
      default: 4,
      type: 'number',
      additionalParams: true,
      optional: true,
    },
  ],
  outputs: retrieverOutputs('JinaRerankRetriever', 'Jina AI Rerank Retriever'),
});

/** Voyage AI Rerank Retriever (Retrievers): the base retriever's documents reordered by Voyage's reranker. */
export const voyageAIRerankRetriever = defineNode({
  label: 'Voyage AI Rerank Retriever',
  name: 'voyageAIRerankRetriever',
  version: 1,
  type: 'VoyageAIRerankRetriever',
  category: 'Retrievers',
  description:
    'Voyage AI Rerank indexes the documents from most to least semantically relevant to the query.',
  baseClasses: ['VoyageAIRerankRetriever', 'BaseRetriever'],
  credential: credential('voyageAIApi'),
  inputs: [
    baseRetrieverInput,
    modelInput(['rerank-lite-1', 'rerank-lite-2', 'rerank-1', 'rerank-2']),
    queryInput,
    topKInput,
  ],
  outputs: retrieverOutputs('VoyageAIRerankRetriever', 'Voyage AI Rerank Retriever'),
});

/** Azure Rerank Retriever (Retrievers): the base retriever's documents reordered by Cohere Rerank in Azure AI Foundry. */
export const azureRerankRetriever = defineNode({
  label: 'Azure Rerank Retriever',
  name: 'AzureRerankRetriever',
  version: 1,
  type: 'Azure Rerank Retriever',
  category: 'Retrievers',
  description: 'Azure Rerank indexes the documents from most to least semantically relevant to the query.',
  baseClasses: ['Azure Rerank Retriever', 'BaseRetriever'],
  credential: credential('azureFoundryApi'),
  inputs: [
    baseRetrieverInput,
    {
      ...modelInput([
        'rerank-v3.5',
        'rerank-english-v3.0',
        'rerank-multilingual-v3.0',
        'Cohere-rerank-v4.0-fast',
        'Cohere-rerank-v4.0-pro',
      ]),
      default: 'Cohere-rerank-v4.0-fast',
    },
    queryInput,
    topKInput,
    maxChunksPerDocInput,
  ],
  outputs: retrieverOutputs('Azure Rerank Retriever', 'Azure Rerank Retriever'),
});

export const RERANK_RETRIEVER_NODES = [
  cohereRerankRetriever,
  jinaRerankRetriever,
  voyageAIRerankRetriever,
  azureRerankRetriever,
] as const;
