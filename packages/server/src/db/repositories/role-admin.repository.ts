import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { RoleRow } from '../schema.ts';

/** Custom roles of an organization and who holds them (organization or workspace memberships). */
export class RoleAdminRepository {
  constructor(private readonly db: Db) {}

  /** Built-in roles first (owner, member, viewer), then the organization's own in the order they were made. */
  listForOrganization(organizationId: string): Promise<RoleRow[]> {
    return (
      this.db
        .selectFrom('role')
        .selectAll()
        .where((eb) => eb.or([eb('organizationId', 'is', null), eb('organizationId', '=', organizationId)]))
        .orderBy(sql`case when "organizationId" is null then 0 else 1 end`)
        // Built-ins are written together at start: their order is fixed here, not left to equal timestamps.
        .orderBy(
          sql`case when "organizationId" is null then case name when 'owner' then 0 when 'member' then 1 else 2 end else 0 end`,
        )
        .orderBy('createdDate')
        .orderBy('name')
        .execute()
    );
  }

  /** A role of the organization with this name in any letter case, built-in ones included. */
  findByName(organizationId: string, name: string): Promise<RoleRow | undefined> {
    return this.db
      .selectFrom('role')
      .selectAll()
      .where((eb) => eb.or([eb('organizationId', 'is', null), eb('organizationId', '=', organizationId)]))
      .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
      .executeTakeFirst();
  }

  async insert(row: RoleRow): Promise<void> {
    await this.db.insertInto('role').values(row).execute();
  }

  async update(
    id: string,
    changes: Partial<Pick<RoleRow, 'name' | 'description' | 'permissions'>> & { updatedDate: string },
  ): Promise<void> {
    await this.db.updateTable('role').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('role').where('id', '=', id).execute();
  }

  /** Distinct people of the organization holding each role, by role id. */
  async userCounts(organizationId: string): Promise<Map<string, number>> {
    const organizationRows = await this.db
      .selectFrom('organization_user')
      .select(['roleId', 'userId'])
      .where('organizationId', '=', organizationId)
      .execute();
    const workspaceRows = await this.db
      .selectFrom('workspace_user as wu')
      .innerJoin('workspace as w', 'w.id', 'wu.workspaceId')
      .select(['wu.roleId', 'wu.userId'])
      .where('w.organizationId', '=', organizationId)
      .execute();
    const holders = new Map<string, Set<string>>();
    for (const row of [...organizationRows, ...workspaceRows]) {
      const set = holders.get(row.roleId) ?? new Set<string>();
      set.add(row.userId);
      holders.set(row.roleId, set);
    }
    return new Map([...holders].map(([roleId, users]) => [roleId, users.size]));
  }

  /** Moves every membership of the organization holding `fromRoleId` to `toRoleId`. */
  async reassign(organizationId: string, fromRoleId: string, toRoleId: string, now: string): Promise<void> {
    await this.db
      .updateTable('organization_user')
      .set({ roleId: toRoleId, updatedDate: now })
      .where('organizationId', '=', organizationId)
      .where('roleId', '=', fromRoleId)
      .execute();
    await this.db
      .updateTable('workspace_user')
      .set({ roleId: toRoleId, updatedDate: now })
      .where('roleId', '=', fromRoleId)
      .where('workspaceId', 'in', (eb) =>
        eb.selectFrom('workspace').select('id').where('organizationId', '=', organizationId),
      )
      .execute();
  }

  /** Gives a person the role in every workspace of the organization they belong to. */
  async setWorkspaceRoles(
    organizationId: string,
    userId: string,
    roleId: string,
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('workspace_user')
      .set({ roleId, updatedDate: now })
      .where('userId', '=', userId)
      .where('workspaceId', 'in', (eb) =>
        eb.selectFrom('workspace').select('id').where('organizationId', '=', organizationId),
      )
      .execute();
  }
}
