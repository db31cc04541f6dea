import type { Db } from '../database.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';
import type { ApiKeyRow } from '../schema.ts';

/** API keys belong to a workspace: every read and write is filtered by it. */
export class ApiKeyRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string): Promise<ApiKeyRow[]> {
    return this.db
      .selectFrom('apikey')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate', 'desc')
      .execute();
  }

  find(workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
    return this.db
      .selectFrom('apikey')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Looks a key up by its public prefix, across workspaces: the key itself names its workspace. */
  findByPrefix(keyPrefix: string): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('apikey').selectAll().where('keyPrefix', '=', keyPrefix).executeTakeFirst();
  }

  async create(row: ApiKeyRow): Promise<void> {
    await this.db.insertInto('apikey').values(row).execute();
  }

  async update(
    workspaceId: string,
    id: string,
    changes: { keyName?: string; permissions?: string; updatedDate: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('apikey')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'apikey', workspaceId, id);
  }

  async touch(id: string, when: string): Promise<void> {
    await this.db.updateTable('apikey').set({ lastUsedDate: when }).where('id', '=', id).execute();
  }
}
