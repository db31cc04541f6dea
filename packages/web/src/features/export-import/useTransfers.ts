import type { ExportRequest, ImportResult } from '@loomflow/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import { exportImportApi } from '../../api/export-import.api.ts';
import type { ExportedData } from '../../api/export-import.api.ts';

export function useExportData(): UseMutationResult<ExportedData, Error, ExportRequest> {
  return useMutation({ mutationFn: exportImportApi.exportData });
}

/**
 * An import can touch every list of the workspace, so every cached query is refreshed once it succeeds (not
 * awaited: the success toast does not wait for the lists).
 */
export function useImportData(): UseMutationResult<ImportResult, Error, Record<string, unknown>> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportImportApi.importData,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
