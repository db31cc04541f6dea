import { defineNode } from '../define-node.ts';
import {
  VECTOR_STORE_BASE_CLASSES,
  VECTOR_STORE_CATEGORY,
  fileUploadParam,
  vectorStoreAnchors,
  vectorStoreOutputs,
  vectorStoreSearchParams,
} from './vector-store.params.ts';

/** Embedded (Loomflow): the default store, kept on the server's disk with an HNSW index; needs no server. */
export const embeddedVectorStore = defineNode({
  label: 'Embedded (Loomflow)',
  name: 'embeddedVectorStore',
  version: 1,
  type: 'Embedded',
  category: VECTOR_STORE_CATEGORY,
  description:
    'Vectors kept on this server’s disk (DATA_DIR/vectors) with an HNSW index: nothing else to install or run',
  baseClasses: ['Embedded', ...VECTOR_STORE_BASE_CLASSES],
  inputs: [...vectorStoreAnchors, fileUploadParam, ...vectorStoreSearchParams],
  outputs: vectorStoreOutputs('Embedded'),
});
