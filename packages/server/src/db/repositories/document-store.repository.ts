import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { DocumentStoreTable } from '../document-store.schema.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';

export type DocumentStoreRow = Selectable<DocumentStoreTable>;
export type DocumentStoreChanges = Omit<Updateable<DocumentStoreTable>, 'id' | 'workspaceId' | 'createdDate'>;

/** Document stores belong to a workspace: every read and write is filtered by it. */
export class DocumentStoreRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string): Promise<DocumentStoreRow[]> {
    return this.db
      .selectFrom('document_store')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate', 'desc')
      .orderBy('id')
      .execute();
  }

  find(workspaceId: string, id: string): Promise<DocumentStoreRow | undefined> {
    return this.db
      .selectFrom('document_store')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(row: DocumentStoreRow): Promise<void> {
    await this.db.insertInto('document_store').values(row).execute();
  }

  async update(workspaceId: string, id: string, changes: DocumentStoreChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('document_store')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'document_store', workspaceId, id);
  }
}
