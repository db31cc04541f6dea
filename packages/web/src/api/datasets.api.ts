import {
  datasetCsvImportResultSchema,
  datasetCsvPreviewSchema,
  datasetListSchema,
  datasetRowListSchema,
  datasetRowSchema,
  datasetSchema,
  datasetWithRowsSchema,
  deletedCountSchema,
} from '@loomflow/core';
import type {
  CreateDatasetRequest,
  CreateDatasetRowRequest,
  Dataset,
  DatasetCsvImportRequest,
  DatasetCsvImportResult,
  DatasetCsvPreview,
  DatasetCsvPreviewRequest,
  DatasetRow,
  DatasetWithRows,
  ReorderDatasetRowsRequest,
  UpdateDatasetRequest,
  UpdateDatasetRowRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const part = encodeURIComponent;
const setPath = (id: string) => `/datasets/set/${part(id)}`;

/** The largest page `GET /datasets/set/{id}` serves. */
export const MAX_ROWS_PAGE = 500;

/** Datasets and their rows (`/datasets/…`, Flowise 3.x paths plus CSV import/export). */
export const datasetsApi = {
  list: (): Promise<Dataset[]> => apiRequest('/datasets', { schema: datasetListSchema }),

  /** The dataset with one page of its rows (from 1), in sequence order. */
  get: (id: string, page: number, limit: number): Promise<DatasetWithRows> =>
    apiRequest(`${setPath(id)}?page=${String(page)}&limit=${String(limit)}`, {
      schema: datasetWithRowsSchema,
    }),

  create: (request: CreateDatasetRequest): Promise<Dataset> =>
    apiRequest('/datasets/set', { method: 'POST', body: request, schema: datasetSchema }),

  update: (id: string, request: UpdateDatasetRequest): Promise<Dataset> =>
    apiRequest(setPath(id), { method: 'PUT', body: request, schema: datasetSchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(setPath(id), { method: 'DELETE', schema: ignoredBody });
  },

  addRow: (request: CreateDatasetRowRequest): Promise<DatasetRow> =>
    apiRequest('/datasets/rows', { method: 'POST', body: request, schema: datasetRowSchema }),

  updateRow: (id: string, request: UpdateDatasetRowRequest): Promise<DatasetRow> =>
    apiRequest(`/datasets/rows/${part(id)}`, { method: 'PUT', body: request, schema: datasetRowSchema }),

  removeRow: async (id: string): Promise<void> => {
    await apiRequest(`/datasets/rows/${part(id)}`, { method: 'DELETE', schema: ignoredBody });
  },

  removeRows: async (datasetId: string, ids: readonly string[]): Promise<number> => {
    const answer = await apiRequest('/datasets/rows', {
      method: 'PATCH',
      body: { datasetId, ids },
      schema: deletedCountSchema,
    });
    return answer.deleted;
  },

  /** Every row of the dataset with its new sequence number; answers the rows in the new order. */
  reorder: (request: ReorderDatasetRowsRequest): Promise<DatasetRow[]> =>
    apiRequest('/datasets/reorder', { method: 'POST', body: request, schema: datasetRowListSchema }),

  previewCsv: (request: DatasetCsvPreviewRequest): Promise<DatasetCsvPreview> =>
    apiRequest('/datasets/import/preview', {
      method: 'POST',
      body: request,
      schema: datasetCsvPreviewSchema,
    }),

  importCsv: (id: string, request: DatasetCsvImportRequest): Promise<DatasetCsvImportResult> =>
    apiRequest(`/datasets/import/${part(id)}`, {
      method: 'POST',
      body: request,
      schema: datasetCsvImportResultSchema,
    }),

  /** The address that downloads the rows as CSV with the session cookie. */
  exportUrl: (id: string): string => `/api/v1/datasets/export/${part(id)}`,
};
