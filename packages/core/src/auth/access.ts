import type { Features } from './features.ts';
import type { PlatformType } from './platform.ts';

/** Who is asking: the parts of the auth state the checks of spec §6 read. */
export interface AccessSubject {
  readonly platform: PlatformType;
  readonly isGlobal: boolean;
  readonly permissions: readonly string[];
  readonly activeWorkspaceId?: string | undefined;
  readonly features: Features;
}

/**
 * Permission check (spec §6): passes for open source or a global user (organization admin); otherwise one of
 * the comma-separated alternatives must be among the user's permissions. With none required it fails.
 */
export function checkPermission(subject: AccessSubject, required: string | undefined | null): boolean {
  if (subject.platform === 'open source' || subject.isGlobal) return true;
  if (!required) return false;
  const alternatives = required
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return alternatives.some((permission) => subject.permissions.includes(permission));
}

/** Workspace check (spec §6): open source or global users pass; others only for their active workspace. */
export function checkWorkspace(subject: AccessSubject, workspaceId: string | undefined | null): boolean {
  if (subject.platform === 'open source' || subject.isGlobal) return true;
  return workspaceId !== undefined && workspaceId !== null && workspaceId === subject.activeWorkspaceId;
}

/** Feature flag check (spec §6): none named passes; else the map must be non-empty and hold true or 'true'. */
export function checkFeatureFlag(features: Features, flag: string | undefined | null): boolean {
  if (!flag) return true;
  if (Object.keys(features).length === 0) return false;
  const value = features[flag];
  return value === true || value === 'true';
}

export interface RouteRequirement {
  readonly permission?: string | undefined;
  readonly feature?: string | undefined;
  /** A screen of organization administrators alone (e.g. Outbound access): no permission opens it. */
  readonly organizationAdmin?: boolean | undefined;
}

export type RouteGuardDecision = 'allow' | 'login' | 'unauthorized';

/**
 * Route guard (spec §6): not logged in goes to /login. Open source ignores permissions but sends any
 * feature-flagged route to /unauthorized. Cloud and enterprise with a feature flag need non-empty permissions,
 * the permission (global users bypass) and the flag true.
 */
export function decideRoute(
  subject: AccessSubject | null,
  isAuthenticated: boolean,
  requirement: RouteRequirement,
): RouteGuardDecision {
  if (!isAuthenticated || subject === null) return 'login';
  if (subject.platform === 'open source') return requirement.feature ? 'unauthorized' : 'allow';
  if (requirement.organizationAdmin && !subject.isGlobal) return 'unauthorized';
  if (requirement.feature) {
    if (subject.permissions.length === 0 && !subject.isGlobal) return 'unauthorized';
    if (requirement.permission && !checkPermission(subject, requirement.permission)) return 'unauthorized';
    return checkFeatureFlag(subject.features, requirement.feature) ? 'allow' : 'unauthorized';
  }
  if (requirement.permission && !checkPermission(subject, requirement.permission)) return 'unauthorized';
  return 'allow';
}
