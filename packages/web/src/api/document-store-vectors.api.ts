import {
  documentStoreSchema,
  upsertJobSchema,
  upsertJobsSchema,
  vectorQueryResponseSchema,
} from '@loomflow/core';
import type {
  DocumentStore,
  InsertVectorsRequest,
  SaveVectorConfigRequest,
  UpsertJob,
  UpsertJobs,
  VectorQueryRequest,
  VectorQueryResponse,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const part = encodeURIComponent;

/** A document store's vectors: embeddings and vector store configuration, upsert jobs, retrieval. */
export const documentStoreVectorsApi = {
  saveConfig: (request: SaveVectorConfigRequest): Promise<DocumentStore> =>
    apiRequest('/document-store/vectorstore/save', {
      method: 'POST',
      body: request,
      schema: documentStoreSchema,
    }),

  /** Starts an upsert job in the background (202); its progress is read from `jobs`. */
  insert: (request: InsertVectorsRequest): Promise<UpsertJob> =>
    apiRequest('/document-store/vectorstore/insert', {
      method: 'POST',
      body: request,
      schema: upsertJobSchema,
    }),

  /** Removes the vectors and the vector configuration (chunks stay). */
  removeVectors: async (storeId: string): Promise<void> => {
    await apiRequest(`/document-store/vectorstore/${part(storeId)}`, {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },

  query: (request: VectorQueryRequest): Promise<VectorQueryResponse> =>
    apiRequest('/document-store/vectorstore/query', {
      method: 'POST',
      body: request,
      schema: vectorQueryResponseSchema,
    }),

  /** The running (or queued) job, if any, and the past ones, newest first. */
  jobs: (storeId: string): Promise<UpsertJobs> =>
    apiRequest(`/document-store/upsert-jobs/${part(storeId)}`, { schema: upsertJobsSchema }),

  cancel: (storeId: string, jobId: string): Promise<UpsertJob> =>
    apiRequest(`/document-store/upsert-jobs/${part(storeId)}/${part(jobId)}/cancel`, {
      method: 'POST',
      schema: upsertJobSchema,
    }),
};
