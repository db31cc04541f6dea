import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The tables whose rows belong to one workspace (they carry `id` and `workspaceId`). */
export type WorkspaceOwnedTable = {
  [Name in keyof Database]: Database[Name] extends { id: string; workspaceId: string } ? Name : never;
}[keyof Database];

/** Deletes a row only when it belongs to the workspace; false when there was none. */
export async function deleteInWorkspace(
  db: Db,
  table: WorkspaceOwnedTable,
  workspaceId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
