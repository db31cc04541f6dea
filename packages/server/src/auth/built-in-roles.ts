import { ALL_PERMISSIONS, VIEW_PERMISSIONS, type Permission } from '@loomflow/core';

const ADMIN_ONLY: readonly Permission[] = [
  'sso:manage',
  'roles:manage',
  'users:manage',
  'workspace:view',
  'workspace:create',
  'workspace:update',
  'workspace:delete',
  'workspace:add-user',
  'workspace:unassign-user',
  'loginActivity:view',
  'logs:view',
];

export interface BuiltInRole {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly Permission[];
}

export const OWNER_ROLE: BuiltInRole = {
  id: 'builtin-owner',
  name: 'owner',
  description: 'Everything, including users, roles, workspaces and single sign-on',
  permissions: ALL_PERMISSIONS,
};

export const MEMBER_ROLE: BuiltInRole = {
  id: 'builtin-member',
  name: 'member',
  description: 'Builds and runs flows; manages the workspace’s API keys, credentials, tools and variables',
  permissions: ALL_PERMISSIONS.filter((permission) => !ADMIN_ONLY.includes(permission)),
};

export const VIEWER_ROLE: BuiltInRole = {
  id: 'builtin-viewer',
  name: 'viewer',
  description: 'Read-only access to the workspace',
  permissions: VIEW_PERMISSIONS.filter(
    (permission) =>
      !ADMIN_ONLY.includes(permission) &&
      permission !== 'workspace:export' &&
      permission !== 'workspace:import',
  ),
};

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [OWNER_ROLE, MEMBER_ROLE, VIEWER_ROLE];
