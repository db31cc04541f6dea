import { AUTH_MESSAGES, checkPermission, type PlatformType } from '@loomflow/core';
import { forbidden, unauthorized } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';

/** Whether the caller holds one of the comma-separated permissions (spec §6, the web app's own check). */
export function callerCan(caller: RequestAccess, platform: PlatformType, permission: string): boolean {
  return checkPermission(
    { platform, isGlobal: caller.isGlobal, permissions: caller.permissions, features: {} },
    permission,
  );
}

/** The signed-in user behind a session (API keys never reach these services). */
export function userOf(caller: RequestAccess): string {
  if (!caller.userId) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
  return caller.userId;
}

/** The organization of the caller's active workspace: administration stays inside it. */
export function organizationOf(caller: RequestAccess): string {
  if (!caller.organizationId) throw forbidden(AUTH_MESSAGES.noWorkspaceAssigned);
  return caller.organizationId;
}
