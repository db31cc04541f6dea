import { DEFAULT_WORKSPACE_NAME } from '@loomflow/core';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { newId, nowIso } from '../util/clock.ts';

/** Creates an organization with its Default Workspace, owned by `ownerId`. Run inside a transaction. */
export async function createOrganizationWithOwner(
  repos: Repositories,
  ownerId: string,
  organizationName: string,
): Promise<{ organizationId: string; workspaceId: string }> {
  const now = nowIso();
  const organizationId = newId();
  const workspaceId = newId();
  await repos.organizations.createOrganization({
    id: organizationId,
    name: organizationName,
    customerId: null,
    subscriptionId: null,
    productId: null,
    createdDate: now,
    updatedDate: now,
  });
  await repos.organizations.createWorkspace({
    id: workspaceId,
    name: DEFAULT_WORKSPACE_NAME,
    description: null,
    organizationId,
    createdDate: now,
    updatedDate: now,
  });
  await repos.organizations.addOrganizationUser({
    organizationId,
    userId: ownerId,
    roleId: OWNER_ROLE.id,
    isOwner: true,
  });
  await repos.organizations.addWorkspaceUser({ workspaceId, userId: ownerId, roleId: OWNER_ROLE.id });
  await repos.users.update(ownerId, { activeWorkspaceId: workspaceId });
  return { organizationId, workspaceId };
}
