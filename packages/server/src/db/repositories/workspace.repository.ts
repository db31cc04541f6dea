import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { WorkspaceRow } from '../schema.ts';

export interface WorkspaceWithCount extends WorkspaceRow {
  readonly userCount: number;
}

/** Workspaces, always read and changed within their organization. */
export class WorkspaceRepository {
  constructor(private readonly db: Db) {}

  private withCount() {
    return this.db
      .selectFrom('workspace as w')
      .selectAll('w')
      .select((eb) =>
        eb
          .selectFrom('workspace_user as wu')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('wu.workspaceId', '=', 'w.id')
          .as('userCount'),
      );
  }

  async list(organizationId: string): Promise<WorkspaceWithCount[]> {
    const rows = await this.withCount()
      .where('w.organizationId', '=', organizationId)
      .orderBy('w.createdDate')
      .orderBy('w.id')
      .execute();
    return rows.map((row) => ({ ...row, userCount: Number(row.userCount ?? 0) }));
  }

  async find(organizationId: string, id: string): Promise<WorkspaceWithCount | undefined> {
    const row = await this.withCount()
      .where('w.organizationId', '=', organizationId)
      .where('w.id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, userCount: Number(row.userCount ?? 0) } : undefined;
  }

  /** A workspace of the organization with this name, ignoring letter case. */
  findByName(organizationId: string, name: string): Promise<WorkspaceRow | undefined> {
    return this.db
      .selectFrom('workspace')
      .selectAll()
      .where('organizationId', '=', organizationId)
      .where(sql<string>`lower(${sql.ref('name')})`, '=', name.toLowerCase())
      .executeTakeFirst();
  }

  async create(row: WorkspaceRow): Promise<void> {
    await this.db.insertInto('workspace').values(row).execute();
  }

  async update(
    organizationId: string,
    id: string,
    changes: { name?: string; description?: string | null; updatedDate: string },
  ): Promise<void> {
    await this.db
      .updateTable('workspace')
      .set(changes)
      .where('organizationId', '=', organizationId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the workspace; its workspace-owned rows go with it (foreign keys cascade). */
  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('workspace')
      .where('organizationId', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Forgets a workspace as anyone's active one; their next refresh picks another assigned workspace. */
  async clearActive(workspaceId: string): Promise<void> {
    await this.db
      .updateTable('user')
      .set({ activeWorkspaceId: null })
      .where('activeWorkspaceId', '=', workspaceId)
      .execute();
  }
}
