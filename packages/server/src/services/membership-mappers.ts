import type {
  OrganizationUser,
  PublicUser,
  UserStatus,
  Workspace,
  WorkspaceShared,
  WorkspaceUser,
} from '@loomflow/core';
import { DEFAULT_WORKSPACE_NAME, SHAREABLE_ITEM_TYPES } from '@loomflow/core';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import type { OrganizationUserJoined } from '../db/repositories/organization-user.repository.ts';
import type { WorkspaceSharedJoined } from '../db/repositories/workspace-shared.repository.ts';
import type { WorkspaceUserJoined } from '../db/repositories/workspace-user.repository.ts';
import type { WorkspaceWithCount } from '../db/repositories/workspace.repository.ts';
import type { UserRow } from '../db/schema.ts';

export function toUserStatus(status: string): UserStatus {
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

/** The organization's Default Workspace is the one carrying the default name (it cannot be renamed). */
export function isDefaultWorkspace(workspace: { name: string }): boolean {
  return workspace.name === DEFAULT_WORKSPACE_NAME;
}

export function toWorkspace(row: WorkspaceWithCount): Workspace {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    organizationId: row.organizationId,
    isDefault: isDefaultWorkspace(row),
    userCount: row.userCount,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

export function toWorkspaceUser(row: WorkspaceUserJoined): WorkspaceUser {
  return {
    workspaceId: row.workspaceId,
    userId: row.userId,
    roleId: row.roleId,
    lastLogin: row.lastLogin,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
    workspace: { id: row.workspaceId, name: row.workspaceName, organizationId: row.organizationId },
    user: { id: row.userId, name: row.userName, email: row.userEmail, status: toUserStatus(row.userStatus) },
    role: { id: row.roleId, name: row.roleName ?? '' },
  };
}

export function toOrganizationUser(row: OrganizationUserJoined): OrganizationUser {
  return {
    organizationId: row.organizationId,
    userId: row.userId,
    roleId: row.roleId,
    isOwner: row.isOwner === 1,
    isOrganizationAdmin: row.isOwner === 1 || row.roleId === OWNER_ROLE.id,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
    user: {
      id: row.userId,
      name: row.userName,
      email: row.userEmail,
      status: toUserStatus(row.userStatus),
      lastLogin: row.userLastLogin,
    },
    organization: { id: row.organizationId, name: row.organizationName },
    role: { id: row.roleId, name: row.roleName ?? '' },
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: toUserStatus(row.status),
    // Accounts without a Loomflow password (and not merely invited) sign in through single sign-on.
    isSSO: row.credential === null && row.status !== 'invited',
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
    lastLogin: row.lastLogin,
  };
}

export function toWorkspaceShared(row: WorkspaceSharedJoined): WorkspaceShared {
  const itemType = SHAREABLE_ITEM_TYPES.find((type) => type === row.itemType) ?? 'credential';
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    sharedWith: row.sharedWith,
    sharedWithName: row.sharedWithName,
    sharedItemId: row.sharedItemId,
    itemType,
    createdDate: row.createdDate,
  };
}
