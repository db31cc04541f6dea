import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { DocumentStoreUpsertJobTable } from '../document-store.schema.ts';

export type UpsertJobRow = Selectable<DocumentStoreUpsertJobTable>;
export type UpsertJobChanges = Omit<
  Updateable<DocumentStoreUpsertJobTable>,
  'id' | 'workspaceId' | 'storeId'
>;

const ACTIVE = ['QUEUED', 'RUNNING'];

/** Upsert jobs of document stores: progress, outcome and history. */
export class UpsertJobRepository {
  constructor(private readonly db: Db) {}

  async create(row: UpsertJobRow): Promise<void> {
    await this.db.insertInto('document_store_upsert_job').values(row).execute();
  }

  find(workspaceId: string, storeId: string, id: string): Promise<UpsertJobRow | undefined> {
    return this.db
      .selectFrom('document_store_upsert_job')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  history(workspaceId: string, storeId: string, limit: number): Promise<UpsertJobRow[]> {
    return this.db
      .selectFrom('document_store_upsert_job')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .orderBy('startedDate', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  active(workspaceId: string, storeId: string): Promise<UpsertJobRow | undefined> {
    return this.db
      .selectFrom('document_store_upsert_job')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .where('status', 'in', ACTIVE)
      .orderBy('startedDate', 'desc')
      .executeTakeFirst();
  }

  async update(workspaceId: string, id: string, changes: UpsertJobChanges, db: Db = this.db): Promise<void> {
    await db
      .updateTable('document_store_upsert_job')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Changes a job only while it has the given status (queue mode: a worker claims a QUEUED job, a cancel ends a
   * job no worker took yet). Answers whether it changed.
   */
  async transition(
    workspaceId: string,
    id: string,
    from: string,
    changes: UpsertJobChanges,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('document_store_upsert_job')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** At start: jobs a dead process left QUEUED or RUNNING are FAILED with that reason. */
  async failInterrupted(message: string, now: string): Promise<number> {
    const result = await this.db
      .updateTable('document_store_upsert_job')
      .set({ status: 'FAILED', error: message, finishedDate: now })
      .where('status', 'in', ACTIVE)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
