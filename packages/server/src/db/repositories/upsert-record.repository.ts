import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { DocumentStoreUpsertRecordTable } from '../document-store.schema.ts';

export type UpsertRecordRow = Selectable<DocumentStoreUpsertRecordTable>;

export const RECORD_STATES = {
  active: 'ACTIVE',
  pendingAdd: 'PENDING_ADD',
  pendingDelete: 'PENDING_DELETE',
} as const;

const BATCH = 300;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) out.push(items.slice(start, start + BATCH));
  return out;
}

/** The record manager's rows: chunk content key → vector id, per store and loader. */
export class UpsertRecordRepository {
  constructor(private readonly db: Db) {}

  /** Active rows of the store (of the given loaders, or all). */
  active(workspaceId: string, storeId: string, loaderIds?: readonly string[]): Promise<UpsertRecordRow[]> {
    let query = this.db
      .selectFrom('document_store_upsert_record')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .where('state', '=', RECORD_STATES.active);
    if (loaderIds) {
      if (loaderIds.length === 0) return Promise.resolve([]);
      query = query.where('loaderId', 'in', loaderIds);
    }
    return query.execute();
  }

  pending(workspaceId: string, storeId: string): Promise<UpsertRecordRow[]> {
    return this.db
      .selectFrom('document_store_upsert_record')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .where('state', '!=', RECORD_STATES.active)
      .execute();
  }

  /** Stores with rows left pending by a crash between the two steps of a commit. */
  async storesWithPending(): Promise<{ workspaceId: string; storeId: string }[]> {
    return this.db
      .selectFrom('document_store_upsert_record')
      .select(['workspaceId', 'storeId'])
      .where('state', '!=', RECORD_STATES.active)
      .groupBy(['workspaceId', 'storeId'])
      .execute();
  }

  /** Step 1, before the vector commit: the additions as PENDING_ADD, the removals marked PENDING_DELETE. */
  async markPending(
    workspaceId: string,
    jobId: string,
    additions: readonly UpsertRecordRow[],
    removalIds: readonly string[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const batch of chunks(additions))
        await trx.insertInto('document_store_upsert_record').values(batch).execute();
      for (const batch of chunks(removalIds)) {
        await trx
          .updateTable('document_store_upsert_record')
          .set({ state: RECORD_STATES.pendingDelete, jobId })
          .where('workspaceId', '=', workspaceId)
          .where('id', 'in', batch)
          .execute();
      }
    });
  }

  /** Step 2, after the vector commit: additions become ACTIVE, removals go. `replaceStore`: other rows go too. */
  async settle(
    workspaceId: string,
    storeId: string,
    jobId: string,
    options: { replaceStore: boolean; insert: readonly UpsertRecordRow[] },
    finish: (trx: Db) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const batch of chunks(options.insert))
        await trx.insertInto('document_store_upsert_record').values(batch).execute();
      if (options.replaceStore) {
        await trx
          .deleteFrom('document_store_upsert_record')
          .where('workspaceId', '=', workspaceId)
          .where('storeId', '=', storeId)
          .where((eb) => eb.or([eb('jobId', '!=', jobId), eb('state', '=', RECORD_STATES.pendingDelete)]))
          .execute();
      } else {
        await trx
          .deleteFrom('document_store_upsert_record')
          .where('workspaceId', '=', workspaceId)
          .where('storeId', '=', storeId)
          .where('jobId', '=', jobId)
          .where('state', '=', RECORD_STATES.pendingDelete)
          .execute();
      }
      await trx
        .updateTable('document_store_upsert_record')
        .set({ state: RECORD_STATES.active })
        .where('workspaceId', '=', workspaceId)
        .where('storeId', '=', storeId)
        .where('jobId', '=', jobId)
        .execute();
      await finish(trx);
    });
  }

  /** Removes the given rows (recovery, loader deletion). */
  async deleteIds(workspaceId: string, ids: readonly string[]): Promise<void> {
    for (const batch of chunks(ids)) {
      await this.db
        .deleteFrom('document_store_upsert_record')
        .where('workspaceId', '=', workspaceId)
        .where('id', 'in', batch)
        .execute();
    }
  }

  async deleteStore(workspaceId: string, storeId: string): Promise<void> {
    await this.db
      .deleteFrom('document_store_upsert_record')
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .execute();
  }

  async count(workspaceId: string, storeId: string): Promise<number> {
    const row = await this.db
      .selectFrom('document_store_upsert_record')
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
