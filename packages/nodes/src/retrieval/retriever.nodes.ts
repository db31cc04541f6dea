// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible;
// the default prompt is our own wording with the same variable.
import type { NodeOutput } from '@loomflow/core';
import { defineNode } from '../define-node.ts';

export const DEFAULT_MULTI_QUERY_PROMPT = `You are an AI language model assistant. Write three different versions of the question below, so that searching a vector database with each of them finds documents the original wording might miss. Give one version per line, with nothing else.
Original question: {question}`;

export const queryInput = {
  label: 'Query',
  name: 'query',
  type: 'string',
  description: 'Query to retrieve documents from retriever. If not specified, user question will be used',
  optional: true,
  acceptVariable: true,
} as const;

export function retrieverOutputs(type: string, label: string): readonly NodeOutput[] {
  return [
    { label, name: 'retriever', baseClasses: [type, 'BaseRetriever'] },
    {
      label: 'Document',
      name: 'document',
      description: 'Array of document objects containing metadata and pageContent',
      baseClasses: ['Document', 'json'],
    },
    {
      label: 'Text',
      name: 'text',
      description: 'Concatenated string from pageContent of documents',
      baseClasses: ['string', 'json'],
    },
  ];
}

/** Multi Query Retriever (Retrievers): the model rewrites the question several ways; all results are merged. */
export const multiQueryRetriever = defineNode({
  label: 'Multi Query Retriever',
  name: 'multiQueryRetriever',
  version: 1,
  type: 'MultiQueryRetriever',
  category: 'Retrievers',
  description: 'Generate multiple queries from different perspectives for a given user input query',
  baseClasses: ['MultiQueryRetriever', 'BaseRetriever'],
  inputs: [
    { label: 'Vector Store', name: 'vectorStore', type: 'VectorStore' },
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'Prompt',
      name: 'modelPrompt',
      description:
        'Prompt for the language model to generate alternative questions. Use {question} to refer to the original question',
      type: 'string',
      rows: 4,
      default: DEFAULT_MULTI_QUERY_PROMPT,
    },
  ],
});

/** Similarity Score Threshold Retriever (Retrievers): documents at least as similar as the minimum score. */
export const similarityThresholdRetriever = defineNode({
  label: 'Similarity Score Threshold Retriever',
  name: 'similarityThresholdRetriever',
  version: 2,
  type: 'SimilarityThresholdRetriever',
  category: 'Retrievers',
  description: 'Return results based on the minimum similarity percentage',
  baseClasses: ['SimilarityThresholdRetriever', 'BaseRetriever'],
  inputs: [
    { label: 'Vector Store', name: 'vectorStore', type: 'VectorStore' },
    queryInput,
    {
      label: 'Minimum Similarity Score (%)',
      name: 'minSimilarityScore',
      description: 'Finds results with at least this similarity score',
      type: 'number',
      default: 80,
      step: 1,
    },
    {
      label: 'Max K',
      name: 'maxK',
      description: 'The maximum number of results to fetch',
      type: 'number',
      default: 20,
      step: 1,
      additionalParams: true,
    },
    {
      label: 'K Increment',
      name: 'kIncrement',
      description:
        'How much to increase K by each time. It will fetch N results, then N + kIncrement, then N + kIncrement * 2, etc.',
      type: 'number',
      default: 2,
      step: 1,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('SimilarityThresholdRetriever', 'Similarity Threshold Retriever'),
});

/** Embeddings Filter Retriever (Retrievers): reranks a retriever's documents by embeddings similarity, drops the unrelated. */
export const embeddingsFilterRetriever = defineNode({
  label: 'Embeddings Filter Retriever',
  name: 'embeddingsFilterRetriever',
  version: 1,
  type: 'EmbeddingsFilterRetriever',
  category: 'Retrievers',
  description: 'A document compressor that uses embeddings to drop documents unrelated to the query',
  baseClasses: ['EmbeddingsFilterRetriever', 'BaseRetriever'],
  inputs: [
    { label: 'Vector Store Retriever', name: 'baseRetriever', type: 'VectorStoreRetriever' },
    { label: 'Embeddings', name: 'embeddings', type: 'Embeddings' },
    queryInput,
    {
      label: 'Similarity Threshold',
      name: 'similarityThreshold',
      description:
        'Threshold for determining when two documents are similar enough to be considered redundant. Must be specified if `k` is not set',
      type: 'number',
      default: 0.8,
      step: 0.1,
      optional: true,
    },
    {
      label: 'K',
      name: 'k',
      description:
        'The number of relevant documents to return. Can be explicitly set to undefined, in which case similarity_threshold must be specified. Defaults to 20',
      type: 'number',
      default: 20,
      step: 1,
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('EmbeddingsFilterRetriever', 'Embeddings Filter Retriever'),
});
