import type { Updateable } from 'kysely';
import type { Db } from '../database.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';
import type { ToolRow, ToolTable } from '../schema.ts';

export type ToolChanges = Omit<Updateable<ToolTable>, 'id' | 'workspaceId' | 'createdDate'> & {
  updatedDate: string;
};

/** Custom tools belong to a workspace: every read and write is filtered by it. */
export class ToolRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string): Promise<ToolRow[]> {
    return this.db.selectFrom('tool').selectAll().where('workspaceId', '=', workspaceId).execute();
  }

  find(workspaceId: string, id: string): Promise<ToolRow | undefined> {
    return this.db
      .selectFrom('tool')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByName(workspaceId: string, name: string): Promise<ToolRow | undefined> {
    return this.db
      .selectFrom('tool')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async create(row: ToolRow): Promise<void> {
    await this.db.insertInto('tool').values(row).execute();
  }

  async update(workspaceId: string, id: string, changes: ToolChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('tool')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'tool', workspaceId, id);
  }
}
