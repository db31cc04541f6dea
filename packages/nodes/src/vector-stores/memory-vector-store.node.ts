// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { VECTOR_STORE_BASE_CLASSES, VECTOR_STORE_CATEGORY } from './vector-store.params.ts';

/** In-Memory Vector Store: embeds its connected documents at each run and searches them exactly; keeps nothing. */
export const memoryVectorStore = defineNode({
  label: 'In-Memory Vector Store',
  name: 'memoryVectorStore',
  version: 1,
  type: 'Memory',
  category: VECTOR_STORE_CATEGORY,
  description:
    'In-memory vectorstore that stores embeddings and does an exact, linear search for the most similar embeddings.',
  baseClasses: ['Memory', ...VECTOR_STORE_BASE_CLASSES],
  inputs: [
    { label: 'Document', name: 'document', type: 'Document', list: true },
    { label: 'Embeddings', name: 'embeddings', type: 'Embeddings' },
    {
      label: 'Top K',
      name: 'topK',
      description: 'Number of top results to fetch. Default to 4',
      placeholder: '4',
      type: 'number',
      optional: true,
    },
  ],
  outputs: [
    { label: 'Memory Retriever', name: 'retriever', baseClasses: ['Memory', ...VECTOR_STORE_BASE_CLASSES] },
    { label: 'Memory Vector Store', name: 'vectorStore', baseClasses: ['Memory', 'VectorStore'] },
  ],
});
