import type { CreateDatasetRequest, Dataset, UpdateDatasetRequest } from '@loomflow/core';
import { datasetsApi } from '../../api/datasets.api.ts';
import { resourceHooks, type ResourceUpdate } from '../../api/resource-hooks.ts';

/** Every dataset query (the list and each dataset's rows) starts with this key. */
export const DATASETS_QUERY_KEY = ['datasets'] as const;

/** Changes re-read the list and every open dataset (row counts and dates change together). */
const datasets = resourceHooks<Dataset, CreateDatasetRequest, Dataset, UpdateDatasetRequest>(
  DATASETS_QUERY_KEY,
  datasetsApi,
  [...DATASETS_QUERY_KEY, 'list'],
);

export type UpdateDatasetVariables = ResourceUpdate<UpdateDatasetRequest>;
export const useDatasets = datasets.useList;
export const useInvalidateDatasets = datasets.useInvalidate;
export const useCreateDataset = datasets.useCreate;
export const useUpdateDataset = datasets.useUpdate;
export const useDeleteDataset = datasets.useDelete;
