// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { credentialParam } from '../chat-models/chat-model.params.ts';
import {
  VECTOR_STORE_BASE_CLASSES,
  VECTOR_STORE_CATEGORY,
  fileUploadParam,
  vectorStoreAnchors,
  vectorStoreOutputs,
  vectorStoreSearchParams,
} from './vector-store.params.ts';

/** Qdrant (Vector Stores). */
export const qdrantVectorStore = defineNode({
  label: 'Qdrant',
  name: 'qdrant',
  version: 5,
  type: 'Qdrant',
  category: VECTOR_STORE_CATEGORY,
  description:
    'Upsert embedded data and perform similarity search upon query using Qdrant, a scalable open source vector database written in Rust',
  baseClasses: ['Qdrant', ...VECTOR_STORE_BASE_CLASSES],
  credential: {
    ...credentialParam(['qdrantApi'], true),
    description: 'Only needed when using Qdrant cloud hosted',
  },
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Qdrant Server URL',
      name: 'qdrantServerUrl',
      type: 'string',
      placeholder: 'http://localhost:6333',
    },
    { label: 'Qdrant Collection Name', name: 'qdrantCollection', type: 'string' },
    fileUploadParam,
    {
      label: 'Vector Dimension',
      name: 'qdrantVectorDimension',
      type: 'number',
      default: 1536,
      description: 'Taken from the embeddings when the collection is created; kept for Flowise compatibility',
      additionalParams: true,
    },
    ...vectorStoreSearchParams,
  ],
  outputs: vectorStoreOutputs('Qdrant'),
});
