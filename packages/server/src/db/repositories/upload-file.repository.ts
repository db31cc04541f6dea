import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { UploadFileTable } from '../sso-and-files.schema.ts';
import { deleteInWorkspace } from '../workspace-scoped.ts';

export type UploadFileRow = Selectable<UploadFileTable>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Uploaded files belong to a workspace: every read and write is filtered by it. */
export class UploadFileRepository {
  constructor(private readonly db: Db) {}

  async list(
    workspaceId: string,
    options: { offset: number; limit: number; search?: string | undefined },
  ): Promise<{ rows: UploadFileRow[]; total: number }> {
    let query = this.db.selectFrom('upload_file').where('workspaceId', '=', workspaceId);
    if (options.search) {
      const pattern = `%${escapeLike(options.search.toLowerCase())}%`;
      query = query.where(sql<boolean>`lower(${sql.ref('name')}) like ${pattern} escape '\\'`);
    }
    const counted = await query
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('createdDate', 'desc')
      .orderBy('id')
      .offset(options.offset)
      .limit(options.limit)
      .execute();
    return { rows, total: Number(counted.count) };
  }

  find(workspaceId: string, id: string): Promise<UploadFileRow | undefined> {
    return this.db
      .selectFrom('upload_file')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(row: UploadFileRow): Promise<void> {
    await this.db.insertInto('upload_file').values(row).execute();
  }

  async setUsedBy(workspaceId: string, id: string, usedBy: string): Promise<boolean> {
    const result = await this.db
      .updateTable('upload_file')
      .set({ usedBy })
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteInWorkspace(this.db, 'upload_file', workspaceId, id);
  }
}
