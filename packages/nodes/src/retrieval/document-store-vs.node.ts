// Data declared by Flowise 3.x for this node type (names, parameter names, types, outputs), kept compatible.
import { defineNode } from '../define-node.ts';

/** Document Store (Vector) (Vector Stores): searches an upserted document store of the workspace. */
export const documentStoreVS = defineNode({
  label: 'Document Store (Vector)',
  name: 'documentStoreVS',
  version: 1,
  type: 'DocumentStoreVS',
  category: 'Vector Stores',
  description: 'Search and retrieve documents from Document Store',
  baseClasses: ['DocumentStoreVS'],
  loadMethods: ['listStores'],
  inputs: [{ label: 'Select Store', name: 'selectedStore', type: 'asyncOptions', loadMethod: 'listStores' }],
  outputs: [
    { label: 'Retriever', name: 'retriever', baseClasses: ['BaseRetriever'] },
    { label: 'Vector Store', name: 'vectorStore', baseClasses: ['VectorStore'] },
  ],
});
