import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { DatasetRowTable, DatasetTable } from '../evaluation.schema.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';

export type DatasetRecord = Selectable<DatasetTable>;
export type DatasetRowRecord = Selectable<DatasetRowTable>;

/** Datasets and their rows belong to a workspace: every read and write is filtered by it. */
export class DatasetRepository {
  constructor(private readonly db: Db) {}

  async list(workspaceId: string): Promise<(DatasetRecord & { rowCount: number })[]> {
    const rows = await this.db
      .selectFrom('dataset')
      .leftJoin('dataset_row', 'dataset_row.datasetId', 'dataset.id')
      .selectAll('dataset')
      .select((eb) => eb.fn.count<string | number>('dataset_row.id').as('rowCount'))
      .where('dataset.workspaceId', '=', workspaceId)
      .groupBy('dataset.id')
      .orderBy('dataset.updatedDate', 'desc')
      .orderBy('dataset.id')
      .execute();
    return rows.map((row) => ({ ...row, rowCount: Number(row.rowCount) }));
  }

  find(workspaceId: string, id: string): Promise<DatasetRecord | undefined> {
    return this.db
      .selectFrom('dataset')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(row: DatasetRecord): Promise<void> {
    await this.db.insertInto('dataset').values(row).execute();
  }

  async update(
    workspaceId: string,
    id: string,
    changes: Partial<Pick<DatasetRecord, 'name' | 'description' | 'rowsUpdatedDate' | 'updatedDate'>>,
  ): Promise<void> {
    await this.db
      .updateTable('dataset')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'dataset', workspaceId, id);
  }

  async countRows(workspaceId: string, datasetId: string): Promise<number> {
    const row = await this.db
      .selectFrom('dataset_row')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('workspaceId', '=', workspaceId)
      .where('datasetId', '=', datasetId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Rows in sequence order; a page when `page` (from 1) and `limit` are given. */
  rows(
    workspaceId: string,
    datasetId: string,
    page?: { readonly offset: number; readonly limit: number },
  ): Promise<DatasetRowRecord[]> {
    let query = this.db
      .selectFrom('dataset_row')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('datasetId', '=', datasetId)
      .orderBy('sequenceNo')
      .orderBy('id');
    if (page) query = query.offset(page.offset).limit(page.limit);
    return query.execute();
  }

  findRow(workspaceId: string, id: string): Promise<DatasetRowRecord | undefined> {
    return this.db
      .selectFrom('dataset_row')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertRows(rows: readonly DatasetRowRecord[]): Promise<void> {
    // Chunks keep every statement under the databases' bound-parameter limits.
    for (let start = 0; start < rows.length; start += 500)
      await this.db
        .insertInto('dataset_row')
        .values(rows.slice(start, start + 500))
        .execute();
  }

  async updateRow(
    workspaceId: string,
    id: string,
    changes: Partial<Pick<DatasetRowRecord, 'input' | 'output' | 'sequenceNo' | 'updatedDate'>>,
  ): Promise<void> {
    await this.db
      .updateTable('dataset_row')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  async deleteRows(workspaceId: string, datasetId: string, ids?: readonly string[]): Promise<number> {
    let query = this.db
      .deleteFrom('dataset_row')
      .where('workspaceId', '=', workspaceId)
      .where('datasetId', '=', datasetId);
    if (ids) {
      if (ids.length === 0) return 0;
      query = query.where('id', 'in', ids);
    }
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
