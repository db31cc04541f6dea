import type { createRoleRequestSchema, updateRoleRequestSchema } from '@loomflow/core';
import { type DeleteRoleQuery, type PlatformType, type Role } from '@loomflow/core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { RoleAdminRepository } from '../db/repositories/role-admin.repository.ts';
import type { RoleRow } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { organizationOf } from './caller-scope.ts';

type CreateRole = z.output<typeof createRoleRequestSchema>;
type UpdateRole = z.output<typeof updateRoleRequestSchema>;

function parsePermissions(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
}

function toRole(row: RoleRow, userCount: number): Role {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    permissions: parsePermissions(row.permissions),
    builtIn: row.organizationId === null,
    userCount,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

const people = (count: number) => (count === 1 ? '1 user' : `${String(count)} users`);

/** `/role`: the built-in roles (read-only) and an organization's custom roles (roles:manage). */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly platform: PlatformType,
  ) {}

  async list(caller: RequestAccess, organizationId: string | undefined): Promise<Role[]> {
    const own = this.ownOrganization(caller, organizationId);
    const repo = new RoleAdminRepository(this.db);
    const counts = await repo.userCounts(own);
    return (await repo.listForOrganization(own)).map((row) => toRole(row, counts.get(row.id) ?? 0));
  }

  async get(caller: RequestAccess, id: string, organizationId: string | undefined): Promise<Role> {
    const role = (await this.list(caller, organizationId)).find((candidate) => candidate.id === id);
    if (!role) throw notFound(`Role ${id} not found`);
    return role;
  }

  async create(caller: RequestAccess, request: CreateRole): Promise<Role> {
    this.requireEnterprise();
    const organizationId = this.ownOrganization(caller, request.organizationId);
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      const repo = new RoleAdminRepository(trx);
      if (await repo.findByName(organizationId, request.name))
        throw conflict(`A role named ${request.name} already exists: choose another name.`);
      const now = nowIso();
      await repo.insert({
        id,
        organizationId,
        name: request.name,
        description: request.description ?? null,
        permissions: JSON.stringify(request.permissions),
        createdDate: now,
        updatedDate: now,
      });
    });
    return this.get(caller, id, organizationId);
  }

  async update(caller: RequestAccess, request: UpdateRole): Promise<Role> {
    const organizationId = this.ownOrganization(caller, request.organizationId);
    await this.db.transaction().execute(async (trx) => {
      const repo = new RoleAdminRepository(trx);
      await this.customRole(repo, organizationId, request.id, 'changed');
      if (request.name !== undefined) {
        const clash = await repo.findByName(organizationId, request.name);
        if (clash && clash.id !== request.id)
          throw conflict(`A role named ${request.name} already exists: choose another name.`);
      }
      await repo.update(request.id, {
        ...(request.name === undefined ? {} : { name: request.name }),
        ...(request.description === undefined ? {} : { description: request.description }),
        ...(request.permissions === undefined ? {} : { permissions: JSON.stringify(request.permissions) }),
        updatedDate: nowIso(),
      });
    });
    return this.get(caller, request.id, organizationId);
  }

  /** Deletes a custom role; one still held needs another role of the organization for its holders. */
  async remove(caller: RequestAccess, query: DeleteRoleQuery): Promise<void> {
    const organizationId = this.ownOrganization(caller, query.organizationId);
    await this.db.transaction().execute(async (trx) => {
      const repo = new RoleAdminRepository(trx);
      const role = await this.customRole(repo, organizationId, query.id, 'deleted');
      const holders = (await repo.userCounts(organizationId)).get(role.id) ?? 0;
      if (holders > 0) {
        if (query.reassignToRoleId === undefined)
          throw conflict(
            `Role ${role.name} is assigned to ${people(holders)}. Reassign them to another role before deleting it.`,
          );
        if (query.reassignToRoleId === role.id)
          throw badRequest('Choose a different role to reassign its users to.');
        const target = (await repo.listForOrganization(organizationId)).find(
          (candidate) => candidate.id === query.reassignToRoleId,
        );
        if (!target) throw badRequest(`Role ${query.reassignToRoleId} does not exist in this organization.`);
        if (target.name === 'owner' && target.organizationId === null && !caller.isGlobal)
          throw forbidden('Only an organization admin can make someone an organization admin.');
        await repo.reassign(organizationId, role.id, target.id, nowIso());
      }
      await repo.delete(role.id);
    });
  }

  private async customRole(
    repo: RoleAdminRepository,
    organizationId: string,
    id: string,
    verb: 'changed' | 'deleted',
  ): Promise<RoleRow> {
    const role = (await repo.listForOrganization(organizationId)).find((candidate) => candidate.id === id);
    if (!role) throw notFound(`Role ${id} not found`);
    if (role.organizationId === null)
      throw forbidden(`${role.name} is a built-in role: it cannot be ${verb}. Create a custom role instead.`);
    return role;
  }

  private requireEnterprise(): void {
    if (this.platform === 'open source')
      throw forbidden('Custom roles need the enterprise or cloud edition.');
  }

  private ownOrganization(caller: RequestAccess, organizationId: string | undefined): string {
    const own = organizationOf(caller);
    if (organizationId !== undefined && organizationId !== own)
      throw notFound(`Organization ${organizationId} not found`);
    return own;
  }
}
