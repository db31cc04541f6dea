import { API_KEY_PERMISSIONS } from '@loomflow/core';
import type { Permission } from '@loomflow/core';

export interface PermissionOption {
  /** The permission string, e.g. `chatflows:view`. */
  readonly value: Permission;
  /** Its action, readable: `View`. */
  readonly label: string;
}

export interface PermissionGroup {
  /** The part before the colon, e.g. `documentStores`. */
  readonly area: string;
  /** Readable area name, e.g. `Document Stores`. */
  readonly label: string;
  readonly options: readonly PermissionOption[];
}

const AREA_LABELS: Readonly<Record<string, string>> = {
  apikeys: 'API Keys',
  sso: 'SSO',
};

/** `documentStores` → `Document Stores`, `view` → `View`. */
export function humanize(word: string): string {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export function areaLabel(area: string): string {
  return AREA_LABELS[area] ?? humanize(area);
}

/** Permissions grouped by area, in the order they are declared in core. */
export function groupPermissions(
  permissions: readonly Permission[] = API_KEY_PERMISSIONS,
): PermissionGroup[] {
  const groups = new Map<string, PermissionOption[]>();
  for (const permission of permissions) {
    const separator = permission.indexOf(':');
    const area = separator < 0 ? permission : permission.slice(0, separator);
    const action = separator < 0 ? permission : permission.slice(separator + 1);
    const options = groups.get(area) ?? [];
    options.push({ value: permission, label: humanize(action) });
    groups.set(area, options);
  }
  return [...groups.entries()].map(([area, options]) => ({ area, label: areaLabel(area), options }));
}

/** `chatflows:view` → `Chatflows: View`, for chips and tooltips. */
export function permissionLabel(permission: string): string {
  const separator = permission.indexOf(':');
  if (separator < 0) return humanize(permission);
  return `${areaLabel(permission.slice(0, separator))}: ${humanize(permission.slice(separator + 1))}`;
}

export function hasAllApiKeyPermissions(permissions: readonly string[]): boolean {
  return API_KEY_PERMISSIONS.every((permission) => permissions.includes(permission));
}
