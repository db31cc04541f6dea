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

/** Pinecone (Vector Stores); the index must use the cosine metric. */
export const pineconeVectorStore = defineNode({
  label: 'Pinecone',
  name: 'pinecone',
  version: 5,
  type: 'Pinecone',
  category: VECTOR_STORE_CATEGORY,
  description:
    'Upsert embedded data and perform similarity or mmr search using Pinecone, a leading fully managed hosted vector database',
  baseClasses: ['Pinecone', ...VECTOR_STORE_BASE_CLASSES],
  credential: credentialParam(['pineconeApi']),
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Pinecone Index', name: 'pineconeIndex', type: 'string' },
    {
      label: 'Pinecone Namespace',
      name: 'pineconeNamespace',
      type: 'string',
      placeholder: 'my-first-namespace',
      optional: true,
      additionalParams: true,
    },
    fileUploadParam,
    {
      label: 'Pinecone Metadata Filter',
      name: 'pineconeMetadataFilter',
      type: 'json',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Pinecone Text Key',
      name: 'pineconeTextKey',
      type: 'string',
      description: 'The key in the metadata for storing text. Default to `text`',
      placeholder: 'text',
      optional: true,
      additionalParams: true,
    },
    ...vectorStoreSearchParams,
  ],
  outputs: vectorStoreOutputs('Pinecone'),
});
