import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { LeadTable } from '../feedback-and-leads.schema.ts';

export type LeadRow = Selectable<LeadTable>;

/** Leads belong to the flow's workspace: every read and write is filtered by it. */
export class LeadRepository {
  constructor(private readonly db: Db) {}

  async create(row: LeadRow): Promise<void> {
    await this.db.insertInto('lead').values(row).execute();
  }

  list(workspaceId: string, chatflowid: string): Promise<LeadRow[]> {
    return this.db
      .selectFrom('lead')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', chatflowid)
      .orderBy('createdDate', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }
}
