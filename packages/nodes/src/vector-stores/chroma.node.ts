// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { credentialParam } from '../chat-models/chat-model.params.ts';
import {
  VECTOR_STORE_BASE_CLASSES,
  VECTOR_STORE_CATEGORY,
  vectorStoreAnchors,
  vectorStoreOutputs,
  vectorStoreSearchParams,
} from './vector-store.params.ts';

/** Chroma (Vector Stores). */
export const chromaVectorStore = defineNode({
  label: 'Chroma',
  name: 'chroma',
  version: 2,
  type: 'Chroma',
  category: VECTOR_STORE_CATEGORY,
  description:
    'Upsert embedded data and perform similarity search upon query using Chroma, an open-source embedding database',
  baseClasses: ['Chroma', ...VECTOR_STORE_BASE_CLASSES],
  credential: {
    ...credentialParam(['chromaApi'], true),
    description: 'Only needed if you have chroma on cloud services with X-Api-key',
  },
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Collection Name', name: 'collectionName', type: 'string' },
    {
      label: 'Chroma URL',
      name: 'chromaURL',
      type: 'string',
      placeholder: 'http://localhost:8000',
      optional: true,
    },
    ...vectorStoreSearchParams,
  ],
  outputs: vectorStoreOutputs('Chroma'),
});
