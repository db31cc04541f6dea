import type { PlatformType } from '@loomflow/core';
import { badRequest, forbidden } from '../errors/app-error.ts';

/**
 * Open source has one kind of user (spec: "Permission check passes when the platform is open source"): every user
 * can do everything, so nothing there creates roles or gives one. Routes that exist to do so are refused with 403;
 * requests that merely name a role (an invitation, a membership change) are refused with 400 so the caller can
 * send them again without it. Enterprise and cloud enforce roles and are not affected. See docs/decisions.md.
 */
export const ROLES_ON_OPEN_SOURCE_MESSAGE =
  'Roles exist on the enterprise and cloud editions only: on open source every user can do everything, so no role is created or given.';

/** For routes whose purpose is roles (`/role` changes, adding people to a workspace with a role). */
export function refuseRolesOnOpenSource(platform: PlatformType): () => void {
  return () => {
    if (platform === 'open source') throw forbidden(ROLES_ON_OPEN_SOURCE_MESSAGE);
  };
}

/** For requests that may name a role: refused on open source when they do (`fix` says how to send it instead). */
export function refuseRoleFieldOnOpenSource(
  platform: PlatformType,
  roleId: string | undefined,
  fix: string,
): void {
  if (platform === 'open source' && roleId !== undefined)
    throw badRequest(`${ROLES_ON_OPEN_SOURCE_MESSAGE} ${fix}`);
}
