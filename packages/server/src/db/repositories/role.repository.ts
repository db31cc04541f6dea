import type { Db } from '../database.ts';
import type { RoleRow } from '../schema.ts';

export class RoleRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<RoleRow | undefined> {
    return this.db.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A built-in role (organizationId null) or one of the organization's own. */
  findForOrganization(id: string, organizationId: string): Promise<RoleRow | undefined> {
    return this.db
      .selectFrom('role')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('organizationId', 'is', null), eb('organizationId', '=', organizationId)]))
      .executeTakeFirst();
  }

  /** Inserts or refreshes a built-in role so its permissions follow the code. */
  async upsertBuiltIn(role: {
    id: string;
    name: string;
    description: string;
    permissions: readonly string[];
  }) {
    const now = new Date().toISOString();
    const permissions = JSON.stringify(role.permissions);
    await this.db
      .insertInto('role')
      .values({
        id: role.id,
        organizationId: null,
        name: role.name,
        description: role.description,
        permissions,
        createdDate: now,
        updatedDate: now,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ name: role.name, description: role.description, permissions }),
      )
      .execute();
  }
}
