import {
  AUTH_MESSAGES,
  CHATFLOW_TYPES,
  flowPermissionArea,
  type ChatflowType,
  type PlatformType,
} from '@loomflow/core';
import { forbidden } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { callerCan } from './caller-scope.ts';

export type FlowAction = 'view' | 'create' | 'update' | 'delete';

/**
 * The permissions that allow an action on a flow type: agentflows:* for agentflows v1 and v2, chatflows:* for
 * chatflows and assistants (whose lists also open with assistants:view).
 */
export function flowPermissions(type: ChatflowType, action: FlowAction): string[] {
  const permissions = [`${flowPermissionArea(type)}:${action}`];
  if (type === 'ASSISTANT' && action === 'view') permissions.push('assistants:view');
  return permissions;
}

/**
 * Whether the caller holds one of the permissions: a signed-in user through the spec §6 check (open source and
 * organization admins pass), an API key only through the permissions it was given.
 */
export function callerHolds(
  caller: RequestAccess,
  platform: PlatformType,
  permissions: readonly string[],
): boolean {
  if (caller.via === 'apiKey')
    return permissions.some((permission) => caller.permissions.includes(permission));
  return callerCan(caller, platform, permissions.join(','));
}

export function requireFlowPermission(
  caller: RequestAccess,
  platform: PlatformType,
  type: ChatflowType,
  action: FlowAction,
): void {
  if (!callerHolds(caller, platform, flowPermissions(type, action))) throw forbidden(AUTH_MESSAGES.forbidden);
}

/** The flow types the caller may act on. */
export function allowedFlowTypes(
  caller: RequestAccess,
  platform: PlatformType,
  action: FlowAction,
): ChatflowType[] {
  return CHATFLOW_TYPES.filter((type) => callerHolds(caller, platform, flowPermissions(type, action)));
}
