import {
  ALL_PERMISSIONS,
  AUTH_MESSAGES,
  featuresForPlatform,
  type AuthUser,
  type Features,
  type PlatformType,
} from '@loomflow/core';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { OrganizationMembership } from '../db/repositories/organization.repository.ts';
import { forbidden, unauthorized } from '../errors/app-error.ts';
import { parseStringArray } from '../util/json.ts';

export interface AuthUserWithFeatures {
  readonly user: AuthUser;
  readonly features: Features;
}

export function isOrganizationAdmin(membership: { isOwner: boolean; roleId: string }): boolean {
  return membership.isOwner || membership.roleId === OWNER_ROLE.id;
}

/** Assembles the User of spec §3 for a signed-in user, choosing (and remembering) the active workspace. */
export class AuthUserService {
  constructor(
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
  ) {}

  async build(userId: string): Promise<AuthUserWithFeatures> {
    const user = await this.repos.users.findById(userId);
    if (!user) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    const memberships = await this.repos.organizations.membershipsOf(userId);
    const links = await this.repos.organizations.workspaceLinksOf(userId);
    const activeLink = links.find((link) => link.workspaceId === user.activeWorkspaceId);
    // An admin may work in a workspace of their organization without a link to it: its organization counts.
    const activeWorkspace =
      !activeLink && user.activeWorkspaceId
        ? await this.repos.organizations.findWorkspace(user.activeWorkspaceId)
        : undefined;
    const membership = this.chooseMembership(
      memberships,
      activeLink?.organizationId,
      activeWorkspace?.organizationId,
    );
    if (!membership) throw forbidden(AUTH_MESSAGES.noWorkspaceAssigned);

    const admin = isOrganizationAdmin(membership);
    const organizationWorkspaces = await this.repos.organizations.listWorkspaces(membership.organizationId);
    const assigned = admin
      ? organizationWorkspaces.map((workspace) => ({ id: workspace.id, name: workspace.name }))
      : links
          .filter((link) => link.organizationId === membership.organizationId)
          .map((link) => ({ id: link.workspaceId, name: link.name }));
    const active = assigned.find((workspace) => workspace.id === user.activeWorkspaceId) ?? assigned[0];
    if (!active) throw forbidden(AUTH_MESSAGES.noWorkspaceAssigned);
    if (active.id !== user.activeWorkspaceId) {
      await this.repos.users.update(user.id, { activeWorkspaceId: active.id });
    }

    // Open source has one user kind: no role name, every permission, whatever role a row was written with.
    const oneKind = this.platform === 'open source';
    const workspaceRoleId = links.find((link) => link.workspaceId === active.id)?.roleId;
    const role = workspaceRoleId && !oneKind ? await this.repos.roles.findById(workspaceRoleId) : undefined;
    const permissions = admin || oneKind ? [...ALL_PERMISSIONS] : parseStringArray(role?.permissions);
    const roleName = oneKind ? '' : admin ? OWNER_ROLE.name : (role?.name ?? '');
    const organization = membership.organization;
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        status: toStatus(user.status),
        role: roleName,
        isSSO: user.credential === null && user.status !== 'invited',
        activeOrganizationId: organization.id,
        activeOrganizationSubscriptionId: organization.subscriptionId ?? '',
        activeOrganizationCustomerId: organization.customerId ?? '',
        activeOrganizationProductId: organization.productId ?? '',
        activeWorkspaceId: active.id,
        activeWorkspace: active.name,
        lastLogin: user.lastLogin,
        isOrganizationAdmin: admin,
        assignedWorkspaces: assigned,
        permissions,
      },
      features: featuresForPlatform(this.platform),
    };
  }

  private chooseMembership(
    memberships: readonly OrganizationMembership[],
    linkedOrganizationId: string | undefined,
    unlinkedOrganizationId: string | undefined,
  ): OrganizationMembership | undefined {
    if (linkedOrganizationId) {
      const linked = memberships.find((membership) => membership.organizationId === linkedOrganizationId);
      if (linked) return linked;
    }
    if (unlinkedOrganizationId) {
      // An organization admin may have an active workspace without a direct link.
      const adminMembership = memberships.find(
        (membership) =>
          membership.organizationId === unlinkedOrganizationId && isOrganizationAdmin(membership),
      );
      if (adminMembership) return adminMembership;
    }
    return memberships[0];
  }
}

function toStatus(status: string): AuthUser['status'] {
  switch (status) {
    case 'active':
    case 'invited':
    case 'unverified':
    case 'inactive':
      return status;
    default:
      return 'inactive';
  }
}
