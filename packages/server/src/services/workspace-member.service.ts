import type {
  LinkWorkspaceUsersRequest,
  PlatformType,
  UnlinkWorkspaceUsersRequest,
  WorkspaceUser,
  WorkspaceUserKey,
  WorkspaceUserQuery,
} from '@loomflow/core';
import { AUTH_MESSAGES } from '@loomflow/core';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import type { Db } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import { badRequest, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { nowIso } from '../util/clock.ts';
import { callerCan, organizationOf, userOf } from './caller-scope.ts';
import { toWorkspaceUser } from './membership-mappers.ts';
import type { WorkspaceService } from './workspace.service.ts';

const OWNER_STAYS = 'The organization owner cannot be removed from a workspace.';

/** Who works in which workspace, with which role: `/workspaceuser` and `/workspace/(un)link-users`. */
export class WorkspaceMemberService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
    private readonly workspaces: WorkspaceService,
    private readonly platform: PlatformType,
  ) {}

  /** One's own links need no permission; anyone else's need users:manage or workspace:view. */
  async list(caller: RequestAccess, query: WorkspaceUserQuery): Promise<WorkspaceUser[]> {
    const self = query.userId !== undefined && query.userId === userOf(caller);
    if (!self) {
      if (!callerCan(caller, this.platform, 'users:manage,workspace:view'))
        throw forbidden(AUTH_MESSAGES.forbidden);
      const organizationId = organizationOf(caller);
      if (query.organizationId !== undefined && query.organizationId !== organizationId)
        throw notFound(`Organization ${query.organizationId} not found`);
      if (query.workspaceId !== undefined) await this.workspaces.require(caller, query.workspaceId);
      const rows = await this.repos.workspaceUsers.list({ ...query, organizationId });
      return rows.map(toWorkspaceUser);
    }
    const rows = await this.repos.workspaceUsers.list(query);
    return rows.map(toWorkspaceUser);
  }

  async link(
    caller: RequestAccess,
    workspaceId: string,
    request: LinkWorkspaceUsersRequest,
  ): Promise<WorkspaceUser[]> {
    const workspace = await this.workspaces.require(caller, workspaceId);
    const organizationId = workspace.organizationId;
    await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const now = nowIso();
      for (const { userId, roleId } of request.users) {
        if (!(await repos.organizationUsers.find(organizationId, userId)))
          throw badRequest(`User ${userId} is not a member of this organization: invite them first.`);
        if (!(await repos.roles.findForOrganization(roleId, organizationId)))
          throw badRequest(`Role ${roleId} does not exist in this organization.`);
        if (roleId === OWNER_ROLE.id && !caller.isGlobal)
          throw forbidden('Only an organization admin can give the owner role.');
        await repos.workspaceUsers.upsert(workspace.id, userId, roleId, now);
      }
    });
    return this.usersOf(workspace.id);
  }

  async unlink(
    caller: RequestAccess,
    workspaceId: string,
    request: UnlinkWorkspaceUsersRequest,
  ): Promise<WorkspaceUser[]> {
    const workspace = await this.workspaces.require(caller, workspaceId);
    await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      for (const userId of request.userIds) {
        await this.checkRemovable(repos, workspace.organizationId, workspace.id, userId);
        await repos.workspaceUsers.delete(workspace.id, userId);
      }
    });
    return this.usersOf(workspace.id);
  }

  /** `DELETE /workspaceuser?workspaceId&userId`. */
  async remove(caller: RequestAccess, key: WorkspaceUserKey): Promise<void> {
    const workspace = await this.workspaces.require(caller, key.workspaceId);
    await this.checkRemovable(this.repos, workspace.organizationId, workspace.id, key.userId);
    await this.repos.workspaceUsers.delete(workspace.id, key.userId);
  }

  private async checkRemovable(
    repos: Repositories,
    organizationId: string,
    workspaceId: string,
    userId: string,
  ): Promise<void> {
    if (!(await repos.workspaceUsers.find(workspaceId, userId)))
      throw notFound(`User ${userId} is not in this workspace`);
    if ((await repos.organizationUsers.find(organizationId, userId))?.isOwner === 1)
      throw badRequest(OWNER_STAYS);
  }

  private async usersOf(workspaceId: string): Promise<WorkspaceUser[]> {
    return (await this.repos.workspaceUsers.list({ workspaceId })).map(toWorkspaceUser);
  }
}
