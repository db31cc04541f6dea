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

/** Redis (Vector Stores): needs the RediSearch module (Redis Stack). MMR is not available with it. */
export const redisVectorStore = defineNode({
  label: 'Redis',
  name: 'redis',
  version: 1,
  type: 'Redis',
  category: VECTOR_STORE_CATEGORY,
  description:
    'Upsert embedded data and perform similarity search upon query using Redis, an open source, in-memory data structure store',
  baseClasses: ['Redis', ...VECTOR_STORE_BASE_CLASSES],
  credential: credentialParam(['redisCacheApi', 'redisCacheUrlApi']),
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Index Name', name: 'indexName', placeholder: '<VECTOR_INDEX_NAME>', type: 'string' },
    ...vectorStoreSearchParams.filter((param) => param.name === 'topK'),
  ],
  outputs: vectorStoreOutputs('Redis'),
});
