import { isRecord, EXPORT_FILE_DEFAULT_NAME, exportBundleSchema, importResultSchema } from '@loomflow/core';
import type { ExportBundle, ExportRequest, ImportResult } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import type { ResponseSchema } from './response-schema.ts';

/** The export answer split in two: the file name the browser saves under, and the bundle the file holds. */
export interface ExportedData {
  readonly fileName: string;
  readonly bundle: ExportBundle;
}

/**
 * `POST /export-import/export` answers the bundle with a `FileDefaultName` key beside it (spec §7). The bundle's
 * keys are checked by core's schema (which leaves `FileDefaultName` out); a missing name falls back to the default.
 */
const exportAnswerSchema: ResponseSchema<ExportedData> = {
  safeParse: (value) => {
    const bundle = exportBundleSchema.safeParse(value);
    if (!bundle.success) return { success: false, error: { issues: bundle.error.issues } };
    const named = isRecord(value) ? value.FileDefaultName : undefined;
    const fileName = typeof named === 'string' && named.trim() !== '' ? named : EXPORT_FILE_DEFAULT_NAME;
    return { success: true, data: { fileName, bundle: bundle.data } };
  },
};

export const exportImportApi = {
  /** The chosen data types of the active workspace, as one bundle. */
  exportData: (request: ExportRequest): Promise<ExportedData> =>
    apiRequest('/export-import/export', { method: 'POST', body: request, schema: exportAnswerSchema }),

  /** Writes a bundle (a Loomflow or Flowise export file, parsed) into the active workspace. */
  importData: (bundle: Record<string, unknown>): Promise<ImportResult> =>
    apiRequest('/export-import/import', { method: 'POST', body: bundle, schema: importResultSchema }),
};
