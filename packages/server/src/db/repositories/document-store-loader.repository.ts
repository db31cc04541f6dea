import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { DocumentStoreLoaderTable } from '../document-store.schema.ts';

export type DocumentStoreLoaderRow = Selectable<DocumentStoreLoaderTable>;
export type LoaderChanges = Omit<
  Updateable<DocumentStoreLoaderTable>,
  'id' | 'workspaceId' | 'storeId' | 'createdDate'
>;

/** The loaders of document stores (one row each, so processing two loaders at once never loses a write). */
export class DocumentStoreLoaderRepository {
  constructor(private readonly db: Db) {}

  listOfStores(workspaceId: string, storeIds: readonly string[]): Promise<DocumentStoreLoaderRow[]> {
    if (storeIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('document_store_loader')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', 'in', storeIds)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  find(workspaceId: string, id: string): Promise<DocumentStoreLoaderRow | undefined> {
    return this.db
      .selectFrom('document_store_loader')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(row: DocumentStoreLoaderRow): Promise<void> {
    await this.db.insertInto('document_store_loader').values(row).execute();
  }

  async update(workspaceId: string, id: string, changes: LoaderChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('document_store_loader')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Sets the status of the store's loaders that are in one of `from`. */
  async setStatusWhere(
    workspaceId: string,
    storeId: string,
    loaderIds: readonly string[] | undefined,
    from: readonly string[],
    status: string,
  ): Promise<void> {
    let query = this.db
      .updateTable('document_store_loader')
      .set({ status })
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .where('status', 'in', from);
    if (loaderIds) {
      if (loaderIds.length === 0) return;
      query = query.where('id', 'in', loaderIds);
    }
    await query.execute();
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('document_store_loader')
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
