import type { Db } from '../database.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';
import type { VariableRow } from '../schema.ts';

/** Variables belong to a workspace: every read and write is filtered by it. */
export class VariableRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string): Promise<VariableRow[]> {
    return this.db
      .selectFrom('variable')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('name')
      .execute();
  }

  find(workspaceId: string, id: string): Promise<VariableRow | undefined> {
    return this.db
      .selectFrom('variable')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(row: VariableRow): Promise<void> {
    await this.db.insertInto('variable').values(row).execute();
  }

  async update(
    workspaceId: string,
    id: string,
    changes: { name?: string; value?: string; type?: string; updatedDate: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('variable')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'variable', workspaceId, id);
  }
}
