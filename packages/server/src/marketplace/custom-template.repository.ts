import type { Db } from '../db/database.ts';
import type { CustomTemplateRow } from '../db/template-and-assistant.schema.ts';
import { deleteInWorkspace } from '../db/workspace-scoped.ts';

/** Custom templates belong to a workspace: every read and write is filtered by it. */
export class CustomTemplateRepository {
  constructor(private readonly db: Db) {}

  /** The workspace's templates, newest first. */
  list(workspaceId: string): Promise<CustomTemplateRow[]> {
    return this.db
      .selectFrom('custom_template')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(workspaceId: string, id: string): Promise<CustomTemplateRow | undefined> {
    return this.db
      .selectFrom('custom_template')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(row: CustomTemplateRow): Promise<void> {
    await this.db.insertInto('custom_template').values(row).execute();
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'custom_template', workspaceId, id);
  }
}
