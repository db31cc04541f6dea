/** The permission strings of the product (spec §6), plus the finer per-action ones areas need. */
export const VIEW_PERMISSIONS = [
  'chatflows:view',
  'agentflows:view',
  'executions:view',
  'assistants:view',
  'templates:marketplace',
  'templates:custom',
  'tools:view',
  'credentials:view',
  'variables:view',
  'apikeys:view',
  'documentStores:view',
  'datasets:view',
  'evaluators:view',
  'evaluations:view',
  'sso:manage',
  'roles:manage',
  'users:manage',
  'workspace:view',
  'workspace:export',
  'workspace:import',
  'loginActivity:view',
  'logs:view',
] as const;

export const ACTION_PERMISSIONS = [
  'apikeys:create',
  'apikeys:update',
  'apikeys:delete',
  'credentials:create',
  'credentials:update',
  'credentials:delete',
  'variables:create',
  'variables:update',
  'variables:delete',
  'tools:create',
  'tools:update',
  'tools:delete',
  'workspace:create',
  'workspace:update',
  'workspace:delete',
  'workspace:add-user',
  'workspace:unassign-user',
  'chatflows:create',
  'chatflows:update',
  'chatflows:delete',
  'agentflows:create',
  'agentflows:update',
  'agentflows:delete',
  'executions:update',
  'executions:delete',
  'documentStores:create',
  'documentStores:update',
  'documentStores:delete',
  'documentStores:add-loader',
  'documentStores:delete-loader',
  'documentStores:preview-process',
  'documentStores:upsert-config',
  'datasets:create',
  'datasets:update',
  'datasets:delete',
  'evaluators:create',
  'evaluators:update',
  'evaluators:delete',
  'evaluations:create',
  'evaluations:run',
  'evaluations:delete',
  'assistants:create',
  'assistants:update',
  'assistants:delete',
  'templates:flowexport',
  'templates:toolexport',
  'templates:custom-delete',
] as const;

export const ALL_PERMISSIONS: readonly Permission[] = [...VIEW_PERMISSIONS, ...ACTION_PERMISSIONS];

export type Permission = (typeof VIEW_PERMISSIONS)[number] | (typeof ACTION_PERMISSIONS)[number];

const permissionSet: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return permissionSet.has(value);
}

/** Permissions that administer the account, organization or workspaces: never granted to API keys. */
export const ADMINISTRATION_PERMISSIONS: readonly Permission[] = [
  'sso:manage',
  'roles:manage',
  'users:manage',
  'workspace:view',
  'workspace:export',
  'workspace:import',
  'loginActivity:view',
  'logs:view',
  'apikeys:create',
  'apikeys:update',
  'apikeys:delete',
  'workspace:create',
  'workspace:update',
  'workspace:delete',
  'workspace:add-user',
  'workspace:unassign-user',
];

/** Permissions an API key may carry. */
export const API_KEY_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter(
  (permission) => !ADMINISTRATION_PERMISSIONS.includes(permission),
);
