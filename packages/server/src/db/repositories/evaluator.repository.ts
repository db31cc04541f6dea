import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { EvaluatorTable } from '../evaluation.schema.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';

export type EvaluatorRecord = Selectable<EvaluatorTable>;

/** Evaluators belong to a workspace: every read and write is filtered by it. */
export class EvaluatorRepository {
  constructor(private readonly db: Db) {}

  list(workspaceId: string): Promise<EvaluatorRecord[]> {
    return this.db
      .selectFrom('evaluator')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  find(workspaceId: string, id: string): Promise<EvaluatorRecord | undefined> {
    return this.db
      .selectFrom('evaluator')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findMany(workspaceId: string, ids: readonly string[]): Promise<EvaluatorRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('evaluator')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', 'in', ids)
      .execute();
  }

  async create(row: EvaluatorRecord): Promise<void> {
    await this.db.insertInto('evaluator').values(row).execute();
  }

  async update(
    workspaceId: string,
    id: string,
    changes: Partial<Pick<EvaluatorRecord, 'name' | 'description' | 'type' | 'config' | 'updatedDate'>>,
  ): Promise<void> {
    await this.db
      .updateTable('evaluator')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'evaluator', workspaceId, id);
  }
}
