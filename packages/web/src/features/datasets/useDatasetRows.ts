import type {
  CreateDatasetRowRequest,
  DatasetCsvImportRequest,
  DatasetCsvImportResult,
  DatasetRow,
  DatasetWithRows,
  UpdateDatasetRowRequest,
} from '@loomflow/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { datasetsApi } from '../../api/datasets.api.ts';
import { allRowIds, moveId, reorderPage } from './dataset-order.ts';
import { DATASETS_QUERY_KEY, useInvalidateDatasets } from './useDatasets.ts';

const rowsKey = (datasetId: string, page: number, limit: number) =>
  [...DATASETS_QUERY_KEY, 'rows', datasetId, page, limit] as const;

/** One page (from 1) of a dataset's rows with the dataset itself. */
export function useDatasetRows(
  datasetId: string,
  page: number,
  limit: number,
): UseQueryResult<DatasetWithRows> {
  return useQuery({
    queryKey: rowsKey(datasetId, page, limit),
    queryFn: () => datasetsApi.get(datasetId, page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useAddDatasetRow(): UseMutationResult<DatasetRow, Error, CreateDatasetRowRequest> {
  const invalidate = useInvalidateDatasets();
  return useMutation({ mutationFn: datasetsApi.addRow, onSuccess: invalidate });
}

export interface UpdateRowVariables {
  readonly id: string;
  readonly changes: UpdateDatasetRowRequest;
}

export function useUpdateDatasetRow(): UseMutationResult<DatasetRow, Error, UpdateRowVariables> {
  const invalidate = useInvalidateDatasets();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateRowVariables) => datasetsApi.updateRow(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteDatasetRows(datasetId: string): UseMutationResult<number, Error, readonly string[]> {
  const invalidate = useInvalidateDatasets();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) {
        await datasetsApi.removeRow(only);
        return 1;
      }
      return datasetsApi.removeRows(datasetId, ids);
    },
    onSettled: invalidate,
  });
}

export interface MoveRowVariables {
  readonly movedId: string;
  /** The row it was dropped on: it takes that row's place. */
  readonly targetId: string;
}

/**
 * Moves a row and stores the whole dataset's new order. The page shows the move at once; a failed save puts
 * the server's order back.
 */
export function useMoveDatasetRow(
  datasetId: string,
  page: number,
  limit: number,
): UseMutationResult<DatasetRow[], Error, MoveRowVariables> {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDatasets();
  const key = rowsKey(datasetId, page, limit);
  return useMutation({
    mutationFn: async ({ movedId, targetId }: MoveRowVariables) => {
      const ids = moveId(await allRowIds(datasetId), movedId, targetId);
      return datasetsApi.reorder({ datasetId, rows: ids.map((id, sequenceNo) => ({ id, sequenceNo })) });
    },
    onMutate: async ({ movedId, targetId }: MoveRowVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<DatasetWithRows>(key, (current) =>
        current ? { ...current, rows: reorderPage(current.rows, movedId, targetId) } : current,
      );
    },
    onSettled: invalidate,
  });
}

export interface ImportCsvVariables {
  readonly datasetId: string;
  readonly request: DatasetCsvImportRequest;
}

export function useImportDatasetCsv(): UseMutationResult<DatasetCsvImportResult, Error, ImportCsvVariables> {
  const invalidate = useInvalidateDatasets();
  return useMutation({
    mutationFn: ({ datasetId, request }: ImportCsvVariables) => datasetsApi.importCsv(datasetId, request),
    onSuccess: invalidate,
  });
}
