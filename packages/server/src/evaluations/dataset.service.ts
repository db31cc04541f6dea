import {
  MAX_DATASET_IMPORT_ROWS,
  createDatasetRowSchema,
  createDatasetSchema,
  datasetCsvImportSchema,
  datasetCsvPreviewRequestSchema,
  datasetRowsQuerySchema,
  deleteDatasetRowsSchema,
  reorderDatasetRowsSchema,
  updateDatasetRowSchema,
  updateDatasetSchema,
  type Dataset,
  type DatasetCsvImportResult,
  type DatasetCsvPreview,
  type DatasetRow,
  type DatasetWithRows,
  type DeletedCount,
} from '@loomflow/core';
import type { Db } from '../db/database.ts';
import {
  DatasetRepository,
  type DatasetRecord,
  type DatasetRowRecord,
} from '../db/repositories/dataset.repository.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import { parse } from '../errors/validate.ts';
import { newId, nowIso } from '../util/clock.ts';
import { columnIndex, readCsv, writeDatasetCsv } from './dataset-csv.ts';
import { toDataset, toDatasetRow } from './dataset-mappers.ts';

/** `/datasets`: datasets of the workspace and their rows, CSV in and out. Row changes move `rowsUpdatedDate`. */
export class DatasetService {
  private readonly datasets: DatasetRepository;

  constructor(private readonly db: Db) {
    this.datasets = new DatasetRepository(db);
  }

  async list(workspaceId: string): Promise<Dataset[]> {
    return (await this.datasets.list(workspaceId)).map((record) => toDataset(record, record.rowCount));
  }

  async get(workspaceId: string, id: string, query: unknown): Promise<DatasetWithRows> {
    const { page, limit } = parse(datasetRowsQuerySchema, query);
    const record = await this.require(workspaceId, id);
    const total = await this.datasets.countRows(workspaceId, id);
    const rows = await this.datasets.rows(workspaceId, id, { offset: (page - 1) * limit, limit });
    return { ...toDataset(record, total), rows: rows.map(toDatasetRow), total, page, limit };
  }

  async create(workspaceId: string, body: unknown): Promise<Dataset> {
    const request = parse(createDatasetSchema, body);
    const now = nowIso();
    const record: DatasetRecord = {
      id: newId(),
      workspaceId,
      name: request.name,
      description: request.description ?? '',
      rowsUpdatedDate: now,
      createdDate: now,
      updatedDate: now,
    };
    await this.datasets.create(record);
    return toDataset(record, 0);
  }

  async update(workspaceId: string, id: string, body: unknown): Promise<Dataset> {
    const request = parse(updateDatasetSchema, body);
    await this.require(workspaceId, id);
    await this.datasets.update(workspaceId, id, { ...request, updatedDate: nowIso() });
    return this.summary(workspaceId, id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!(await this.datasets.delete(workspaceId, id))) throw notFound(`Dataset ${id} not found`);
  }

  async addRow(workspaceId: string, body: unknown): Promise<DatasetRow> {
    const request = parse(createDatasetRowSchema, body);
    return this.db.transaction().execute(async (trx) => {
      const datasets = new DatasetRepository(trx);
      await this.require(workspaceId, request.datasetId, datasets);
      const now = nowIso();
      const row: DatasetRowRecord = {
        id: newId(),
        workspaceId,
        datasetId: request.datasetId,
        input: request.input,
        output: request.output,
        sequenceNo: await datasets.countRows(workspaceId, request.datasetId),
        createdDate: now,
        updatedDate: now,
      };
      await datasets.insertRows([row]);
      await this.touchRows(datasets, workspaceId, request.datasetId, now);
      return toDatasetRow(row);
    });
  }

  async updateRow(workspaceId: string, id: string, body: unknown): Promise<DatasetRow> {
    const request = parse(updateDatasetRowSchema, body);
    const row = await this.requireRow(workspaceId, id);
    const now = nowIso();
    await this.datasets.updateRow(workspaceId, id, { ...request, updatedDate: now });
    await this.touchRows(this.datasets, workspaceId, row.datasetId, now);
    return toDatasetRow({ ...row, ...request, updatedDate: now });
  }

  async deleteRow(workspaceId: string, id: string): Promise<void> {
    const row = await this.requireRow(workspaceId, id);
    await this.db.transaction().execute(async (trx) => {
      const datasets = new DatasetRepository(trx);
      await datasets.deleteRows(workspaceId, row.datasetId, [id]);
      await this.renumber(datasets, workspaceId, row.datasetId);
    });
  }

  async deleteRows(workspaceId: string, body: unknown): Promise<DeletedCount> {
    const { datasetId, ids } = parse(deleteDatasetRowsSchema, body);
    await this.require(workspaceId, datasetId);
    const existing = new Set((await this.datasets.rows(workspaceId, datasetId)).map((row) => row.id));
    const unknown = ids.find((id) => !existing.has(id));
    if (unknown !== undefined)
      throw notFound(`Row ${unknown} is not in dataset ${datasetId}; nothing was deleted`);
    return this.db.transaction().execute(async (trx) => {
      const datasets = new DatasetRepository(trx);
      const deleted = await datasets.deleteRows(workspaceId, datasetId, [...new Set(ids)]);
      await this.renumber(datasets, workspaceId, datasetId);
      return { deleted };
    });
  }

  async reorder(workspaceId: string, body: unknown): Promise<DatasetRow[]> {
    const { datasetId, rows } = parse(reorderDatasetRowsSchema, body);
    await this.require(workspaceId, datasetId);
    return this.db.transaction().execute(async (trx) => {
      const datasets = new DatasetRepository(trx);
      const current = await datasets.rows(workspaceId, datasetId);
      const ids = new Set(rows.map((row) => row.id));
      if (ids.size !== rows.length) throw badRequest('A row is listed twice; send each row once');
      const missing = current.find((row) => !ids.has(row.id));
      if (missing) throw badRequest(`Row ${missing.id} is missing: send every row of the dataset`);
      if (rows.length !== current.length)
        throw badRequest(`Some rows are not in dataset ${datasetId}; send only its rows`);
      const order = [...rows].sort((left, right) => left.sequenceNo - right.sequenceNo);
      const now = nowIso();
      for (const [sequenceNo, row] of order.entries())
        await datasets.updateRow(workspaceId, row.id, { sequenceNo });
      await this.touchRows(datasets, workspaceId, datasetId, now);
      return (await datasets.rows(workspaceId, datasetId)).map(toDatasetRow);
    });
  }

  previewCsv(body: unknown): DatasetCsvPreview {
    const request = parse(datasetCsvPreviewRequestSchema, body);
    const table = readCsv(request.csv, request.firstRowIsHeader);
    return {
      columns: [...table.columns],
      sampleRows: table.rows.slice(0, 5).map((row) => table.columns.map((_, index) => row[index] ?? '')),
      rowCount: table.rows.length,
    };
  }

  /** All or nothing: every problem is found before anything is written. */
  async importCsv(workspaceId: string, id: string, body: unknown): Promise<DatasetCsvImportResult> {
    await this.require(workspaceId, id);
    const request = parse(datasetCsvImportSchema, body);
    const table = readCsv(request.csv, request.firstRowIsHeader);
    const inputColumn = columnIndex(table, request.mapping.input);
    const outputColumn =
      request.mapping.output === undefined ? undefined : columnIndex(table, request.mapping.output);
    if (table.rows.length === 0) throw badRequest('The CSV file has no data rows');
    if (table.rows.length > MAX_DATASET_IMPORT_ROWS)
      throw badRequest(
        `The CSV file has ${String(table.rows.length)} rows; at most ${String(MAX_DATASET_IMPORT_ROWS)} can be imported at once`,
      );
    const firstLine = request.firstRowIsHeader ? 2 : 1;
    const cells = table.rows.map((row, index) => {
      const input = row[inputColumn] ?? '';
      if (input.trim() === '')
        throw badRequest(
          `Row ${String(index + firstLine)} has an empty input (column "${table.columns[inputColumn] ?? ''}"); nothing was imported`,
        );
      return { input, output: outputColumn === undefined ? '' : (row[outputColumn] ?? '') };
    });
    await this.db.transaction().execute(async (trx) => {
      const datasets = new DatasetRepository(trx);
      if (request.mode === 'replace') await datasets.deleteRows(workspaceId, id);
      const start = await datasets.countRows(workspaceId, id);
      const now = nowIso();
      await datasets.insertRows(
        cells.map((cell, index) => ({
          id: newId(),
          workspaceId,
          datasetId: id,
          input: cell.input,
          output: cell.output,
          sequenceNo: start + index,
          createdDate: now,
          updatedDate: now,
        })),
      );
      await this.touchRows(datasets, workspaceId, id, now);
    });
    return { imported: cells.length, dataset: await this.summary(workspaceId, id) };
  }

  async exportCsv(workspaceId: string, id: string): Promise<{ name: string; csv: string }> {
    const record = await this.require(workspaceId, id);
    const rows = await this.datasets.rows(workspaceId, id);
    return { name: record.name, csv: writeDatasetCsv(rows) };
  }

  /** A dataset with its rows in order (evaluations copy them at the start). */
  async snapshot(
    workspaceId: string,
    id: string,
  ): Promise<{ dataset: DatasetRecord; rows: DatasetRowRecord[] }> {
    const dataset = await this.require(workspaceId, id);
    return { dataset, rows: await this.datasets.rows(workspaceId, id) };
  }

  find(workspaceId: string, id: string): Promise<DatasetRecord | undefined> {
    return this.datasets.find(workspaceId, id);
  }

  private async summary(workspaceId: string, id: string): Promise<Dataset> {
    const record = await this.require(workspaceId, id);
    return toDataset(record, await this.datasets.countRows(workspaceId, id));
  }

  private async renumber(datasets: DatasetRepository, workspaceId: string, datasetId: string): Promise<void> {
    const rows = await datasets.rows(workspaceId, datasetId);
    for (const [sequenceNo, row] of rows.entries())
      if (row.sequenceNo !== sequenceNo) await datasets.updateRow(workspaceId, row.id, { sequenceNo });
    await this.touchRows(datasets, workspaceId, datasetId, nowIso());
  }

  /** Every row change moves `rowsUpdatedDate` forward, by at least 1 ms (evaluations compare it). */
  private async touchRows(datasets: DatasetRepository, workspaceId: string, id: string, now: string) {
    const current = await datasets.find(workspaceId, id);
    const later =
      current && current.rowsUpdatedDate >= now
        ? new Date(Date.parse(current.rowsUpdatedDate) + 1).toISOString()
        : now;
    await datasets.update(workspaceId, id, { rowsUpdatedDate: later, updatedDate: later });
  }

  private async require(
    workspaceId: string,
    id: string,
    datasets: DatasetRepository = this.datasets,
  ): Promise<DatasetRecord> {
    const record = await datasets.find(workspaceId, id);
    if (!record) throw notFound(`Dataset ${id} not found`);
    return record;
  }

  private async requireRow(workspaceId: string, id: string): Promise<DatasetRowRecord> {
    const row = await this.datasets.findRow(workspaceId, id);
    if (!row) throw notFound(`Dataset row ${id} not found`);
    return row;
  }
}
