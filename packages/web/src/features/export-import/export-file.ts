import type { ExportedData } from '../../api/export-import.api.ts';
import { downloadText } from '../messages/download-text.ts';

/**
 * Saves the exported bundle (without the file name key) as a JSON file under the server's file name. Throws
 * when the file cannot be built; the caller reports 'Failed to export all: …'.
 */
export function downloadExport({ fileName, bundle }: ExportedData): void {
  downloadText(fileName, JSON.stringify(bundle, null, 2), 'application/json');
}

/** Spec §5: only .json files are imported. */
export function isJsonFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.json');
}
