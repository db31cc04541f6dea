import type { Organization, UpdateOrganizationRequest } from '@loomflow/core';
import type { Db } from '../db/database.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { nowIso } from '../util/clock.ts';
import { organizationOf, userOf } from './caller-scope.ts';

/** The caller's organization for the account screen: read by its members, renamed by its owner. */
export class OrganizationSettingsService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
  ) {}

  async get(caller: RequestAccess, id?: string): Promise<Organization> {
    const organizationId = organizationOf(caller);
    if (id !== undefined && id !== organizationId) throw notFound(`Organization ${id} not found`);
    const organization = await this.db
      .selectFrom('organization')
      .select(['id', 'name', 'createdDate', 'updatedDate'])
      .where('id', '=', organizationId)
      .executeTakeFirst();
    if (!organization) throw notFound(`Organization ${organizationId} not found`);
    const link = await this.repos.organizationUsers.find(organizationId, userOf(caller));
    return { ...organization, callerIsOwner: link?.isOwner === 1 };
  }

  async rename(caller: RequestAccess, request: UpdateOrganizationRequest): Promise<Organization> {
    const current = await this.get(caller, request.id);
    if (!current.callerIsOwner) {
      throw forbidden('Only the owner of the organization can rename it.');
    }
    await this.db
      .updateTable('organization')
      .set({ name: request.name, updatedDate: nowIso() })
      .where('id', '=', current.id)
      .execute();
    return this.get(caller);
  }
}
