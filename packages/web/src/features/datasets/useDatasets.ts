import type { CreateDatasetRequest, Dataset, UpdateDatasetRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { datasetsApi } from '../../api/datasets.api.ts';

/** Every dataset query (the list and each dataset's rows) starts with this key. */
export const DATASETS_QUERY_KEY = ['datasets'] as const;

export function useDatasets(): UseQueryResult<Dataset[]> {
  return useQuery({ queryKey: [...DATASETS_QUERY_KEY, 'list'], queryFn: datasetsApi.list });
}

/** Re-reads the list and every open dataset (row counts and dates change together). */
export function useInvalidateDatasets(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DATASETS_QUERY_KEY });
}

export function useCreateDataset(): UseMutationResult<Dataset, Error, CreateDatasetRequest> {
  const invalidate = useInvalidateDatasets();
  return useMutation({ mutationFn: datasetsApi.create, onSuccess: invalidate });
}

export interface UpdateDatasetVariables {
  readonly id: string;
  readonly changes: UpdateDatasetRequest;
}

export function useUpdateDataset(): UseMutationResult<Dataset, Error, UpdateDatasetVariables> {
  const invalidate = useInvalidateDatasets();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateDatasetVariables) => datasetsApi.update(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteDataset(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidateDatasets();
  return useMutation({ mutationFn: datasetsApi.remove, onSuccess: invalidate });
}
