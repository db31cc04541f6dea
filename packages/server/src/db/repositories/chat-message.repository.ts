import type { Db } from '../database.ts';
import type { ChatMessageRow } from '../schema.ts';

export interface ChatMessageFilter {
  readonly chatId?: string | undefined;
  readonly sessionId?: string | undefined;
  readonly chatTypes?: readonly string[] | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

/** Chat messages belong to a workspace: every read and write is filtered by it. */
export class ChatMessageRepository {
  constructor(private readonly db: Db) {}

  private filtered(workspaceId: string, chatflowid: string, filter: ChatMessageFilter) {
    let query = this.db
      .selectFrom('chat_message')
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', chatflowid);
    if (filter.chatId) query = query.where('chatId', '=', filter.chatId);
    if (filter.sessionId) query = query.where('sessionId', '=', filter.sessionId);
    if (filter.chatTypes && filter.chatTypes.length > 0)
      query = query.where('chatType', 'in', [...filter.chatTypes]);
    if (filter.startDate) query = query.where('createdDate', '>=', filter.startDate);
    if (filter.endDate) query = query.where('createdDate', '<=', filter.endDate);
    return query;
  }

  list(
    workspaceId: string,
    chatflowid: string,
    filter: ChatMessageFilter,
    order: 'ASC' | 'DESC' = 'ASC',
  ): Promise<ChatMessageRow[]> {
    const direction = order === 'DESC' ? 'desc' : 'asc';
    return this.filtered(workspaceId, chatflowid, filter)
      .selectAll()
      .orderBy('createdDate', direction)
      .orderBy('role', direction === 'asc' ? 'desc' : 'asc')
      .execute();
  }

  /** The last `limit` messages of a session, oldest first: only what a run's memory reads. */
  async history(
    workspaceId: string,
    chatflowid: string,
    sessionId: string,
    limit: number,
  ): Promise<Pick<ChatMessageRow, 'role' | 'content'>[]> {
    const rows = await this.db
      .selectFrom('chat_message')
      .select(['role', 'content'])
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', chatflowid)
      .where('sessionId', '=', sessionId)
      .orderBy('createdDate', 'desc')
      .orderBy('role', 'asc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  async create(rows: readonly ChatMessageRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('chat_message')
      .values([...rows])
      .execute();
  }

  async delete(workspaceId: string, chatflowid: string, filter: ChatMessageFilter): Promise<number> {
    let query = this.db
      .deleteFrom('chat_message')
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', chatflowid);
    if (filter.chatId) query = query.where('chatId', '=', filter.chatId);
    if (filter.sessionId) query = query.where('sessionId', '=', filter.sessionId);
    if (filter.chatTypes && filter.chatTypes.length > 0)
      query = query.where('chatType', 'in', [...filter.chatTypes]);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
