import type { Db } from '../database.ts';
import type { OrganizationRow } from '../schema.ts';

/** The billing side of organizations: provider ids, and the counts plan rules depend on. */
export class OrganizationBillingRepository {
  constructor(private readonly db: Db) {}

  findOrganization(id: string): Promise<OrganizationRow | undefined> {
    return this.db.selectFrom('organization').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The organization a user owns (the one their registration created), if any. */
  async ownedOrganizationId(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('organization_user')
      .select('organizationId')
      .where('userId', '=', userId)
      .where('isOwner', '=', 1)
      .orderBy('createdDate')
      .executeTakeFirst();
    return row?.organizationId;
  }

  async setBillingIds(
    organizationId: string,
    ids: { customerId?: string; subscriptionId?: string; productId?: string },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('organization')
      .set({ ...ids, updatedDate: now })
      .where('id', '=', organizationId)
      .execute();
  }

  async countUsers(organizationId: string): Promise<number> {
    const row = await this.db
      .selectFrom('organization_user')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('organizationId', '=', organizationId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async countWorkspaces(organizationId: string): Promise<number> {
    const row = await this.db
      .selectFrom('workspace')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('organizationId', '=', organizationId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }
}
