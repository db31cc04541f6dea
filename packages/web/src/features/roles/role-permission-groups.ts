import { ALL_PERMISSIONS } from '@loomflow/core';
import type { Permission } from '@loomflow/core';

export interface RolePermissionOption {
  readonly value: Permission;
  /** The action, readable: `View`, `Create`, `Add users`. */
  readonly label: string;
}

export interface RolePermissionGroup {
  /** The part before the colon, e.g. `documentStores`. */
  readonly area: string;
  readonly label: string;
  /** The `…:view` (or only) permission the other actions of the area build on, when there is one. */
  readonly base: Permission | undefined;
  readonly options: readonly RolePermissionOption[];
}

const AREA_LABELS: Readonly<Record<string, string>> = {
  chatflows: 'Chatflows',
  agentflows: 'Agentflows',
  executions: 'Executions',
  assistants: 'Assistants',
  templates: 'Templates',
  tools: 'Tools',
  credentials: 'Credentials',
  variables: 'Variables',
  apikeys: 'API Keys',
  documentStores: 'Document Stores',
  datasets: 'Datasets',
  evaluators: 'Evaluators',
  evaluations: 'Evaluations',
  sso: 'Single Sign-On',
  roles: 'Roles',
  users: 'Users',
  workspace: 'Workspaces',
  loginActivity: 'Login Activity',
  logs: 'Logs',
};

const ACTION_LABELS: Readonly<Record<string, string>> = {
  view: 'View',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  manage: 'Manage',
  marketplace: 'Marketplace',
  custom: 'Custom templates',
  export: 'Export',
  import: 'Import',
  'add-user': 'Add users',
  'unassign-user': 'Remove users',
  flowexport: 'Save flows as templates',
  toolexport: 'Save tools as templates',
  'custom-delete': 'Delete custom templates',
};

const ACTION_ORDER = ['view', 'create', 'update', 'delete'];

function split(permission: string): { area: string; action: string } {
  const separator = permission.indexOf(':');
  return separator < 0
    ? { area: permission, action: permission }
    : { area: permission.slice(0, separator), action: permission.slice(separator + 1) };
}

function rank(action: string): number {
  const index = ACTION_ORDER.indexOf(action);
  return index < 0 ? ACTION_ORDER.length : index;
}

/** Every permission of core (spec §6 and the finer per-action ones), grouped by area, view first. */
export function groupRolePermissions(
  permissions: readonly Permission[] = ALL_PERMISSIONS,
): RolePermissionGroup[] {
  const groups = new Map<string, Permission[]>();
  for (const permission of permissions) {
    const { area } = split(permission);
    groups.set(area, [...(groups.get(area) ?? []), permission]);
  }
  return [...groups.entries()].map(([area, members]) => {
    const sorted = [...members].sort((a, b) => rank(split(a).action) - rank(split(b).action));
    return {
      area,
      label: AREA_LABELS[area] ?? area,
      base: sorted.find((permission) => split(permission).action === 'view'),
      options: sorted.map((value) => ({
        value,
        label: ACTION_LABELS[split(value).action] ?? split(value).action,
      })),
    };
  });
}

/** `tools:create` → `Tools: Create`. */
export function rolePermissionLabel(permission: string): string {
  const { area, action } = split(permission);
  return `${AREA_LABELS[area] ?? area}: ${ACTION_LABELS[action] ?? action}`;
}

/**
 * Toggles one permission keeping the set coherent: an action of an area brings its View along, and taking
 * View away takes the area's actions with it. The answer keeps core's declared order.
 */
export function togglePermission(
  selected: readonly string[],
  permission: Permission,
  checked: boolean,
): Permission[] {
  const next = new Set(selected);
  const group = groupRolePermissions().find((candidate) => candidate.area === split(permission).area);
  if (checked) {
    next.add(permission);
    if (group?.base !== undefined) next.add(group.base);
  } else {
    next.delete(permission);
    if (group?.base === permission) for (const option of group.options) next.delete(option.value);
  }
  return ALL_PERMISSIONS.filter((candidate) => next.has(candidate));
}

/** Selects or clears a whole area. */
export function toggleArea(
  selected: readonly string[],
  group: RolePermissionGroup,
  checked: boolean,
): Permission[] {
  const next = new Set(selected);
  for (const option of group.options) {
    if (checked) next.add(option.value);
    else next.delete(option.value);
  }
  return ALL_PERMISSIONS.filter((candidate) => next.has(candidate));
}
