import type { Db } from '../database.ts';

/** Everything a request authenticated by a login session needs, read in one query. */
export interface SessionAccessRow {
  readonly sessionId: string;
  readonly revokedAt: string | null;
  readonly expiresAt: string;
  readonly userId: string;
  readonly userStatus: string;
  readonly workspaceId: string | null;
  readonly organizationId: string | null;
  readonly isOwner: number | null;
  readonly organizationRoleId: string | null;
  readonly workspacePermissions: string | null;
}

export class SessionAccessRepository {
  constructor(private readonly db: Db) {}

  find(sessionId: string): Promise<SessionAccessRow | undefined> {
    return this.db
      .selectFrom('auth_session as s')
      .innerJoin('user as u', 'u.id', 's.userId')
      .leftJoin('workspace as w', 'w.id', 'u.activeWorkspaceId')
      .leftJoin('organization_user as ou', (join) =>
        join.onRef('ou.userId', '=', 'u.id').onRef('ou.organizationId', '=', 'w.organizationId'),
      )
      .leftJoin('workspace_user as wu', (join) =>
        join.onRef('wu.userId', '=', 'u.id').onRef('wu.workspaceId', '=', 'w.id'),
      )
      .leftJoin('role as wr', 'wr.id', 'wu.roleId')
      .select([
        's.id as sessionId',
        's.revokedAt',
        's.expiresAt',
        'u.id as userId',
        'u.status as userStatus',
        'w.id as workspaceId',
        'w.organizationId',
        'ou.isOwner',
        'ou.roleId as organizationRoleId',
        'wr.permissions as workspacePermissions',
      ])
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
  }
}
