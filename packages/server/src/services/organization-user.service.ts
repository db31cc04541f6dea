import type {
  OrganizationUser,
  OrganizationUserKey,
  OrganizationUserQuery,
  PlatformType,
  UpdateOrganizationUserRequest,
} from '@loomflow/core';
import { AUTH_MESSAGES } from '@loomflow/core';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import type { Db } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import { RoleAdminRepository } from '../db/repositories/role-admin.repository.ts';
import type { OrganizationUserJoined } from '../db/repositories/organization-user.repository.ts';
import { badRequest, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { nowIso } from '../util/clock.ts';
import { callerCan, organizationOf, userOf } from './caller-scope.ts';
import { toOrganizationUser } from './membership-mappers.ts';

const isAdmin = (member: OrganizationUserJoined) => member.isOwner === 1 || member.roleId === OWNER_ROLE.id;

/** Memberships of organizations: `/organizationuser`. Changes need users:manage in the caller's organization. */
export class OrganizationUserService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
  ) {}

  /** One's own memberships need no permission; an organization's members need users:manage in it. */
  async list(caller: RequestAccess, query: OrganizationUserQuery): Promise<OrganizationUser[]> {
    if (query.userId !== undefined && query.userId === userOf(caller)) {
      return (await this.repos.organizationUsers.list(query)).map(toOrganizationUser);
    }
    if (!callerCan(caller, this.platform, 'users:manage')) throw forbidden(AUTH_MESSAGES.forbidden);
    const organizationId = this.ownOrganization(caller, query.organizationId);
    const rows = await this.repos.organizationUsers.list({ organizationId, userId: query.userId });
    return rows.map(toOrganizationUser);
  }

  async update(caller: RequestAccess, request: UpdateOrganizationUserRequest): Promise<OrganizationUser> {
    const organizationId = this.ownOrganization(caller, request.organizationId);
    await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const member = await this.changeableMember(repos, caller, organizationId, request.userId);
      const now = nowIso();
      if (request.roleId !== undefined && request.roleId !== member.roleId) {
        if (!(await repos.roles.findForOrganization(request.roleId, organizationId)))
          throw badRequest(`Role ${request.roleId} does not exist in this organization.`);
        if (request.roleId === OWNER_ROLE.id && !caller.isGlobal)
          throw forbidden('Only an organization admin can make someone an organization admin.');
        await repos.organizationUsers.updateRole(organizationId, member.userId, request.roleId, now);
        // The organization role is the one the person works with in each of its workspaces.
        await new RoleAdminRepository(trx).setWorkspaceRoles(
          organizationId,
          member.userId,
          request.roleId,
          now,
        );
      }
      if (request.status !== undefined && request.status !== member.userStatus) {
        if (member.userStatus !== 'active' && member.userStatus !== 'inactive')
          throw badRequest(
            `${member.userEmail} has not finished signing up yet: remove the invitation instead.`,
          );
        if ((await repos.organizationUsers.countForUser(member.userId)) > 1)
          throw badRequest(
            `${member.userEmail} also belongs to other organizations: remove them from this one instead.`,
          );
        await repos.users.update(member.userId, { status: request.status, updatedDate: now });
        if (request.status === 'inactive') await repos.sessions.revokeAllForUser(member.userId, now);
      }
    });
    const updated = await this.repos.organizationUsers.find(organizationId, request.userId);
    if (!updated) throw notFound(`User ${request.userId} not found in your organization`);
    return toOrganizationUser(updated);
  }

  /** Removes a person from the organization and its workspaces; an account left with none is deleted. */
  async remove(caller: RequestAccess, key: OrganizationUserKey): Promise<void> {
    const organizationId = this.ownOrganization(caller, key.organizationId);
    await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const member = await this.changeableMember(repos, caller, organizationId, key.userId);
      await repos.workspaceUsers.deleteInOrganization(organizationId, member.userId);
      await repos.organizationUsers.delete(organizationId, member.userId);
      await repos.sessions.revokeAllForUser(member.userId, nowIso());
      if ((await repos.organizationUsers.countForUser(member.userId)) === 0) {
        await repos.users.delete(member.userId);
      }
    });
  }

  private ownOrganization(caller: RequestAccess, organizationId: string | undefined): string {
    const own = organizationOf(caller);
    if (organizationId !== undefined && organizationId !== own)
      throw notFound(`Organization ${organizationId} not found`);
    return own;
  }

  /** The member to change: never oneself, never the owner, and an admin only by an admin. */
  private async changeableMember(
    repos: Repositories,
    caller: RequestAccess,
    organizationId: string,
    userId: string,
  ): Promise<OrganizationUserJoined> {
    const member = await repos.organizationUsers.find(organizationId, userId);
    if (!member) throw notFound(`User ${userId} not found in your organization`);
    if (member.userId === caller.userId)
      throw badRequest('You cannot change or remove your own membership: ask another administrator.');
    if (member.isOwner === 1)
      throw forbidden('The organization owner cannot be changed or removed by anyone else.');
    if (isAdmin(member) && !caller.isGlobal)
      throw forbidden('Only an organization admin can change or remove another admin.');
    return member;
  }
}
