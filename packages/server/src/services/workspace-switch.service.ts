import type { LoginResponse } from '@loomflow/core';
import type { Repositories } from '../db/repositories/index.ts';
import { forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { nowIso } from '../util/clock.ts';
import { isOrganizationAdmin, type AuthUserService } from './auth-user.service.ts';
import { userOf } from './caller-scope.ts';
import type { IssuedSession, SessionService } from './session.service.ts';

/** `POST /workspace/switch`: makes one of the caller's workspaces the active one and answers the new auth. */
export class WorkspaceSwitchService {
  constructor(
    private readonly repos: Repositories,
    private readonly authUsers: AuthUserService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The workspace must exist in an organization the caller belongs to (else 404) and be assigned to them —
   * organization admins have every workspace of their organization (else 403).
   */
  async switch(
    caller: RequestAccess,
    workspaceId: string,
  ): Promise<{ response: LoginResponse; session: IssuedSession | undefined }> {
    const userId = userOf(caller);
    const workspace = await this.repos.organizations.findWorkspace(workspaceId);
    const memberships = await this.repos.organizations.membershipsOf(userId);
    const membership = memberships.find((item) => item.organizationId === workspace?.organizationId);
    if (!workspace || !membership) throw notFound(`Workspace ${workspaceId} not found`);
    const linked = await this.repos.workspaceUsers.find(workspace.id, userId);
    if (!linked && !isOrganizationAdmin(membership)) {
      throw forbidden(
        `You are not assigned to the workspace ${workspace.name}: ask an administrator to add you.`,
      );
    }
    const now = nowIso();
    await this.repos.users.update(userId, { activeWorkspaceId: workspace.id });
    await this.repos.organizations.touchWorkspaceLogin(workspace.id, userId, now);
    const { user, features } = await this.authUsers.build(userId);
    const session = caller.sessionId ? await this.sessions.reissue(userId, caller.sessionId) : undefined;
    return { response: { ...user, token: session?.accessToken ?? '', features }, session };
  }
}
