// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { queryInput, retrieverOutputs } from './retriever.nodes.ts';

/** Reciprocal Rank Fusion Retriever (Retrievers): the model writes query variations; rankings fused by RRF. */
export const rrfRetriever = defineNode({
  label: 'Reciprocal Rank Fusion Retriever',
  name: 'RRFRetriever',
  version: 1,
  type: 'RRFRetriever',
  category: 'Retrievers',
  description: 'Reciprocal Rank Fusion to re-rank search results by multiple query generation.',
  baseClasses: ['RRFRetriever', 'BaseRetriever'],
  inputs: [
    { label: 'Vector Store Retriever', name: 'baseRetriever', type: 'VectorStoreRetriever' },
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    queryInput,
    {
      label: 'Query Count',
      name: 'queryCount',
      description: 'Number of synthetic queries to generate. Default to 4',
      placeholder: '4',
      type: 'number',
      default: 4,
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Top K',
      name: 'topK',
      description: 'Number of top results to fetch. Default to the TopK of the Base Retriever',
      placeholder: '0',
      type: 'number',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Constant',
      name: 'c',
      description:
        'A constant added to the rank, controlling the balance between the importance of high-ranked items and the consideration given to lower-ranked items.\nDefault is 60',
      placeholder: '60',
      type: 'number',
      default: 60,
      additionalParams: true,
      optional: true,
    },
  ],
  outputs: retrieverOutputs('RRFRetriever', 'Reciprocal Rank Fusion Retriever'),
});
