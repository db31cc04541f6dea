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

/** Postgres (Vector Stores): PostgreSQL with the pgvector extension. */
export const postgresVectorStore = defineNode({
  label: 'Postgres',
  name: 'postgres',
  version: 7,
  type: 'Postgres',
  category: VECTOR_STORE_CATEGORY,
  description: 'Upsert embedded data and perform similarity search upon query using pgvector on Postgres',
  baseClasses: ['Postgres', ...VECTOR_STORE_BASE_CLASSES],
  credential: credentialParam(['PostgresApi'], true),
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Host',
      name: 'host',
      type: 'string',
      optional: true,
      description: 'Leave empty to use the PostgreSQL database this server runs on',
    },
    { label: 'Database', name: 'database', type: 'string', optional: true },
    { label: 'Port', name: 'port', type: 'number', placeholder: '5432', optional: true },
    {
      label: 'SSL',
      name: 'ssl',
      type: 'boolean',
      description: 'Use SSL to connect to Postgres',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Table Name',
      name: 'tableName',
      type: 'string',
      placeholder: 'documents',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Distance Strategy',
      name: 'distanceStrategy',
      type: 'options',
      default: 'cosine',
      description:
        'Strategy for calculating the distance between vectors (scores are reported as cosine similarity)',
      options: [
        { label: 'Cosine', name: 'cosine' },
        { label: 'Euclidean', name: 'euclidean' },
        { label: 'Inner Product', name: 'innerProduct' },
      ],
      optional: true,
      additionalParams: true,
    },
    fileUploadParam,
    ...vectorStoreSearchParams,
  ],
  outputs: vectorStoreOutputs('Postgres'),
});
