import type { Db } from '../database.ts';
import type { WorkspaceSharedRow } from '../schema.ts';

export interface WorkspaceSharedJoined extends WorkspaceSharedRow {
  readonly sharedWithName: string;
}

/** Read-only shares of a workspace's items with other workspaces of its organization. */
export class WorkspaceSharedRepository {
  constructor(private readonly db: Db) {}

  /** The shares of one item of `workspaceId`. */
  listForItem(
    workspaceId: string,
    itemId: string,
    itemType: string | undefined,
  ): Promise<WorkspaceSharedJoined[]> {
    let query = this.db
      .selectFrom('workspace_shared as s')
      .innerJoin('workspace as w', 'w.id', 's.sharedWith')
      .selectAll('s')
      .select('w.name as sharedWithName')
      .where('s.workspaceId', '=', workspaceId)
      .where('s.sharedItemId', '=', itemId);
    if (itemType !== undefined) query = query.where('s.itemType', '=', itemType);
    return query.orderBy('w.name').execute();
  }

  async deleteForItem(workspaceId: string, itemType: string, itemId: string): Promise<void> {
    await this.db
      .deleteFrom('workspace_shared')
      .where('workspaceId', '=', workspaceId)
      .where('itemType', '=', itemType)
      .where('sharedItemId', '=', itemId)
      .execute();
  }

  async create(row: WorkspaceSharedRow): Promise<void> {
    await this.db.insertInto('workspace_shared').values(row).execute();
  }

  /**
   * Ids of the items of `itemType` that other workspaces share with `workspaceId`: lists of shareable items
   * (credentials…) add these, read-only, to the workspace's own.
   */
  async sharedWith(
    workspaceId: string,
    itemType: string,
  ): Promise<{ workspaceId: string; itemId: string }[]> {
    const rows = await this.db
      .selectFrom('workspace_shared')
      .select(['workspaceId', 'sharedItemId'])
      .where('sharedWith', '=', workspaceId)
      .where('itemType', '=', itemType)
      .execute();
    return rows.map((row) => ({ workspaceId: row.workspaceId, itemId: row.sharedItemId }));
  }

  /** Whether a credential exists in the workspace (the only shareable item stored so far). */
  async credentialExists(workspaceId: string, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('credential')
      .select('id')
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
