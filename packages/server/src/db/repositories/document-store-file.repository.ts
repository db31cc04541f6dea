import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { DocumentStoreFileTable } from '../document-store.schema.ts';

export type DocumentStoreFileRow = Selectable<DocumentStoreFileTable>;

/** The files uploaded to a store, by name (unique per store). */
export class DocumentStoreFileRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string, storeId: string): Promise<DocumentStoreFileRow[]> {
    return this.db
      .selectFrom('document_store_file')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .orderBy('name')
      .execute();
  }

  findByName(workspaceId: string, storeId: string, name: string): Promise<DocumentStoreFileRow | undefined> {
    return this.db
      .selectFrom('document_store_file')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** Adds the file, replacing the row of the same name; answers the replaced row's upload id. */
  async put(row: DocumentStoreFileRow): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('document_store_file')
        .select(['id', 'uploadFileId'])
        .where('storeId', '=', row.storeId)
        .where('name', '=', row.name)
        .executeTakeFirst();
      if (previous) await trx.deleteFrom('document_store_file').where('id', '=', previous.id).execute();
      await trx.insertInto('document_store_file').values(row).execute();
      return previous?.uploadFileId;
    });
  }
}
