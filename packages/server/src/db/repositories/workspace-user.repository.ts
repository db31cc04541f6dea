import type { Db } from '../database.ts';

export interface WorkspaceUserFilter {
  readonly organizationId?: string | undefined;
  readonly workspaceId?: string | undefined;
  readonly roleId?: string | undefined;
  readonly userId?: string | undefined;
}

export interface WorkspaceUserJoined {
  readonly workspaceId: string;
  readonly userId: string;
  readonly roleId: string;
  readonly lastLogin: string | null;
  readonly createdDate: string;
  readonly updatedDate: string;
  readonly workspaceName: string;
  readonly organizationId: string;
  readonly userName: string;
  readonly userEmail: string;
  readonly userStatus: string;
  readonly roleName: string | null;
}

/** Links between people and workspaces, with the role held in each. */
export class WorkspaceUserRepository {
  constructor(private readonly db: Db) {}

  list(filter: WorkspaceUserFilter): Promise<WorkspaceUserJoined[]> {
    let query = this.db
      .selectFrom('workspace_user as wu')
      .innerJoin('workspace as w', 'w.id', 'wu.workspaceId')
      .innerJoin('user as u', 'u.id', 'wu.userId')
      .leftJoin('role as r', 'r.id', 'wu.roleId')
      .select([
        'wu.workspaceId',
        'wu.userId',
        'wu.roleId',
        'wu.lastLogin',
        'wu.createdDate',
        'wu.updatedDate',
        'w.name as workspaceName',
        'w.organizationId',
        'u.name as userName',
        'u.email as userEmail',
        'u.status as userStatus',
        'r.name as roleName',
      ]);
    if (filter.organizationId !== undefined)
      query = query.where('w.organizationId', '=', filter.organizationId);
    if (filter.workspaceId !== undefined) query = query.where('wu.workspaceId', '=', filter.workspaceId);
    if (filter.roleId !== undefined) query = query.where('wu.roleId', '=', filter.roleId);
    if (filter.userId !== undefined) query = query.where('wu.userId', '=', filter.userId);
    return query.orderBy('w.createdDate').orderBy('wu.createdDate').orderBy('u.email').execute();
  }

  async find(workspaceId: string, userId: string): Promise<{ roleId: string } | undefined> {
    return this.db
      .selectFrom('workspace_user')
      .select('roleId')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /** Adds the link, or changes the role of an existing one. */
  async upsert(workspaceId: string, userId: string, roleId: string, now: string): Promise<void> {
    await this.db
      .insertInto('workspace_user')
      .values({ workspaceId, userId, roleId, lastLogin: null, createdDate: now, updatedDate: now })
      .onConflict((conflict) =>
        conflict.columns(['workspaceId', 'userId']).doUpdateSet({ roleId, updatedDate: now }),
      )
      .execute();
  }

  async delete(workspaceId: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('workspace_user')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Removes a person from every workspace of an organization. */
  async deleteInOrganization(organizationId: string, userId: string): Promise<void> {
    await this.db
      .deleteFrom('workspace_user')
      .where('userId', '=', userId)
      .where('workspaceId', 'in', (eb) =>
        eb.selectFrom('workspace').select('id').where('organizationId', '=', organizationId),
      )
      .execute();
  }
}
