import type { Updateable } from 'kysely';
import type { Db } from '../database.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';
import type { AssistantRow, AssistantTable } from '../template-and-assistant.schema.ts';

export type AssistantChanges = Omit<Updateable<AssistantTable>, 'id' | 'workspaceId' | 'createdDate'> & {
  updatedDate: string;
};

/** Assistants belong to a workspace: every read and write is filtered by it. */
export class AssistantRepository {
  constructor(private readonly db: Db) {}

  /** Oldest first (the order they were made in); of one type when asked. */
  list(workspaceId: string, type?: string): Promise<AssistantRow[]> {
    let query = this.db.selectFrom('assistant').selectAll().where('workspaceId', '=', workspaceId);
    if (type !== undefined) query = query.where('type', '=', type);
    return query.orderBy('createdDate').orderBy('id').execute();
  }

  find(workspaceId: string, id: string): Promise<AssistantRow | undefined> {
    return this.db
      .selectFrom('assistant')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(row: AssistantRow): Promise<void> {
    await this.db.insertInto('assistant').values(row).execute();
  }

  async update(workspaceId: string, id: string, changes: AssistantChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('assistant')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'assistant', workspaceId, id);
  }
}
