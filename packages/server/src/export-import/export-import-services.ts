import type { Db } from '../db/database.ts';
import { ExportImportRepository } from './export-import.repository.ts';
import { ExportService } from './export.service.ts';
import { ImportService } from './import.service.ts';

/** Workspace export and import (the user menu's Export and Import). */
export interface ExportImportServices {
  readonly export: ExportService;
  readonly import: ImportService;
}

export function createExportImportServices(db: Db): ExportImportServices {
  const repository = new ExportImportRepository(db);
  return { export: new ExportService(repository), import: new ImportService(repository) };
}
