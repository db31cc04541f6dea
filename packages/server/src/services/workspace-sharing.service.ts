import type { ShareableItemType, ShareItemRequest, WorkspaceShared } from '@loomflow/core';
import type { Db } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { organizationOf } from './caller-scope.ts';
import { toWorkspaceShared } from './membership-mappers.ts';

const ITEM_NAMES: Record<ShareableItemType, string> = {
  credential: 'Credential',
  custom_template: 'Custom template',
};

/** Read-only sharing of an item of the caller's active workspace with other workspaces of the organization. */
export class WorkspaceSharingService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
  ) {}

  async list(
    caller: RequestAccess,
    itemId: string,
    itemType: ShareableItemType | undefined,
  ): Promise<WorkspaceShared[]> {
    const workspaceId = await this.requireItem(caller, itemId, itemType);
    const rows = await this.repos.workspaceShares.listForItem(workspaceId, itemId, itemType);
    return rows.map(toWorkspaceShared);
  }

  /** Replaces the set of workspaces the item is shared with; an empty list stops sharing it. */
  async set(caller: RequestAccess, itemId: string, request: ShareItemRequest): Promise<WorkspaceShared[]> {
    const workspaceId = await this.requireItem(caller, itemId, request.itemType);
    const organizationId = organizationOf(caller);
    const targets = [...new Set(request.workspaceIds)];
    await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      for (const target of targets) {
        if (target === workspaceId)
          throw badRequest('An item already belongs to its own workspace: choose other workspaces.');
        if (!(await repos.workspaces.find(organizationId, target)))
          throw badRequest(`Workspace ${target} is not a workspace of your organization.`);
      }
      await repos.workspaceShares.deleteForItem(workspaceId, request.itemType, itemId);
      const now = nowIso();
      for (const sharedWith of targets) {
        await repos.workspaceShares.create({
          id: newId(),
          workspaceId,
          sharedWith,
          sharedItemId: itemId,
          itemType: request.itemType,
          createdDate: now,
        });
      }
    });
    return this.list(caller, itemId, request.itemType);
  }

  /** The caller's workspace, once the item (of any shareable type unless named) is known to be in it. */
  async requireItem(
    caller: RequestAccess,
    itemId: string,
    itemType: ShareableItemType | undefined,
  ): Promise<string> {
    const workspaceId = caller.workspaceId;
    // Credentials are the only shareable items stored so far; custom templates arrive with the marketplace.
    const exists =
      workspaceId !== null &&
      (itemType === undefined || itemType === 'credential') &&
      (await this.repos.workspaceShares.credentialExists(workspaceId, itemId));
    if (!workspaceId || !exists)
      throw notFound(`${ITEM_NAMES[itemType ?? 'credential']} ${itemId} not found in this workspace`);
    return workspaceId;
  }
}
