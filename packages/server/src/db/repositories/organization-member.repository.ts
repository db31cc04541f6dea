import { sql } from 'kysely';
import type { Db } from '../database.ts';

export interface OrganizationMemberRow {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly status: string;
  readonly lastLogin: string | null;
  readonly isOwner: number;
  readonly roleId: string;
  readonly roleName: string | null;
  readonly createdDate: string;
}

export interface MemberWorkspaceRow {
  readonly userId: string;
  readonly workspaceId: string;
  readonly workspaceName: string;
  readonly roleName: string | null;
}

/** The Users screen: an organization's people, searched and paged, with their workspaces. */
export class OrganizationMemberRepository {
  constructor(private readonly db: Db) {}

  private base(organizationId: string, search: string | undefined) {
    let query = this.db
      .selectFrom('organization_user as ou')
      .innerJoin('user as u', 'u.id', 'ou.userId')
      .where('ou.organizationId', '=', organizationId);
    if (search !== undefined && search !== '') {
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(u.name)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(u.email)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  }

  async page(
    organizationId: string,
    search: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: OrganizationMemberRow[]; total: number }> {
    const counted = await this.base(organizationId, search)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.base(organizationId, search)
      .leftJoin('role as r', 'r.id', 'ou.roleId')
      .select([
        'u.id as userId',
        'u.name',
        'u.email',
        'u.status',
        'u.lastLogin',
        'ou.isOwner',
        'ou.roleId',
        'r.name as roleName',
        'ou.createdDate',
      ])
      .orderBy('ou.isOwner', 'desc')
      .orderBy(sql`lower(u.email)`)
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(counted.n) };
  }

  /** The workspaces of the organization each of these people belongs to, by name. */
  workspacesOf(organizationId: string, userIds: readonly string[]): Promise<MemberWorkspaceRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('workspace_user as wu')
      .innerJoin('workspace as w', 'w.id', 'wu.workspaceId')
      .leftJoin('role as r', 'r.id', 'wu.roleId')
      .select(['wu.userId', 'w.id as workspaceId', 'w.name as workspaceName', 'r.name as roleName'])
      .where('w.organizationId', '=', organizationId)
      .where('wu.userId', 'in', userIds)
      .orderBy(sql`lower(w.name)`)
      .execute();
  }

  /** Hands the owner flag from one member to another. */
  async transferOwnership(organizationId: string, fromUserId: string, toUserId: string, now: string) {
    await this.db
      .updateTable('organization_user')
      .set({ isOwner: 0, updatedDate: now })
      .where('organizationId', '=', organizationId)
      .where('userId', '=', fromUserId)
      .execute();
    await this.db
      .updateTable('organization_user')
      .set({ isOwner: 1, updatedDate: now })
      .where('organizationId', '=', organizationId)
      .where('userId', '=', toUserId)
      .execute();
  }
}
