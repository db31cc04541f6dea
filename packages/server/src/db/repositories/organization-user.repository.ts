import type { Db } from '../database.ts';

export interface OrganizationUserJoined {
  readonly organizationId: string;
  readonly userId: string;
  readonly roleId: string;
  readonly isOwner: number;
  readonly createdDate: string;
  readonly updatedDate: string;
  readonly organizationName: string;
  readonly userName: string;
  readonly userEmail: string;
  readonly userStatus: string;
  readonly userLastLogin: string | null;
  readonly roleName: string | null;
}

/** Memberships of people in organizations (role and owner flag). */
export class OrganizationUserRepository {
  constructor(private readonly db: Db) {}

  list(filter: {
    organizationId?: string | undefined;
    userId?: string | undefined;
  }): Promise<OrganizationUserJoined[]> {
    let query = this.db
      .selectFrom('organization_user as ou')
      .innerJoin('organization as o', 'o.id', 'ou.organizationId')
      .innerJoin('user as u', 'u.id', 'ou.userId')
      .leftJoin('role as r', 'r.id', 'ou.roleId')
      .select([
        'ou.organizationId',
        'ou.userId',
        'ou.roleId',
        'ou.isOwner',
        'ou.createdDate',
        'ou.updatedDate',
        'o.name as organizationName',
        'u.name as userName',
        'u.email as userEmail',
        'u.status as userStatus',
        'u.lastLogin as userLastLogin',
        'r.name as roleName',
      ]);
    if (filter.organizationId !== undefined)
      query = query.where('ou.organizationId', '=', filter.organizationId);
    if (filter.userId !== undefined) query = query.where('ou.userId', '=', filter.userId);
    return query.orderBy('ou.createdDate').orderBy('u.email').execute();
  }

  async find(organizationId: string, userId: string): Promise<OrganizationUserJoined | undefined> {
    const rows = await this.list({ organizationId, userId });
    return rows[0];
  }

  async updateRole(organizationId: string, userId: string, roleId: string, now: string): Promise<void> {
    await this.db
      .updateTable('organization_user')
      .set({ roleId, updatedDate: now })
      .where('organizationId', '=', organizationId)
      .where('userId', '=', userId)
      .execute();
  }

  async delete(organizationId: string, userId: string): Promise<void> {
    await this.db
      .deleteFrom('organization_user')
      .where('organizationId', '=', organizationId)
      .where('userId', '=', userId)
      .execute();
  }

  async countForUser(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('organization_user')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** People of the organization who hold or are about to hold a seat (everyone but deactivated accounts). */
  async countSeats(organizationId: string): Promise<number> {
    const row = await this.db
      .selectFrom('organization_user as ou')
      .innerJoin('user as u', 'u.id', 'ou.userId')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('ou.organizationId', '=', organizationId)
      .where('u.status', '!=', 'inactive')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
