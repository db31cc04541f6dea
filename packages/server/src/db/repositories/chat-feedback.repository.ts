import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { ChatMessageFeedbackTable } from '../feedback-and-leads.schema.ts';
import type { ChatMessageRow } from '../schema.ts';

export type ChatFeedbackRow = Selectable<ChatMessageFeedbackTable>;

export interface FeedbackFilter {
  readonly chatId?: string | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly order: 'ASC' | 'DESC';
}

/** Feedback on chat messages belongs to the flow's workspace: every read and write is filtered by it. */
export class ChatFeedbackRepository {
  constructor(private readonly db: Db) {}

  /** The rated message, looked up in the flow's workspace (only what feedback checks). */
  findMessage(
    workspaceId: string,
    messageId: string,
  ): Promise<Pick<ChatMessageRow, 'id' | 'role' | 'chatflowid' | 'chatId'> | undefined> {
    return this.db
      .selectFrom('chat_message')
      .select(['id', 'role', 'chatflowid', 'chatId'])
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', messageId)
      .executeTakeFirst();
  }

  findByMessage(workspaceId: string, messageId: string): Promise<ChatFeedbackRow | undefined> {
    return this.db
      .selectFrom('chat_message_feedback')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('messageId', '=', messageId)
      .executeTakeFirst();
  }

  /** A feedback by id alone: the public update names the feedback, then its flow scopes the rest. */
  findById(id: string): Promise<ChatFeedbackRow | undefined> {
    return this.db.selectFrom('chat_message_feedback').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async create(row: ChatFeedbackRow): Promise<void> {
    await this.db.insertInto('chat_message_feedback').values(row).execute();
  }

  async update(
    workspaceId: string,
    id: string,
    changes: Partial<Pick<ChatFeedbackRow, 'rating' | 'content'>>,
  ): Promise<void> {
    await this.db
      .updateTable('chat_message_feedback')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  /** Removes the feedback of a flow's chats (all, or one chat's) — for when their messages are deleted. */
  async deleteForChats(workspaceId: string, chatflowid: string, chatId?: string): Promise<number> {
    let query = this.db
      .deleteFrom('chat_message_feedback')
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', chatflowid);
    if (chatId !== undefined) query = query.where('chatId', '=', chatId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  list(workspaceId: string, chatflowid: string, filter: FeedbackFilter): Promise<ChatFeedbackRow[]> {
    let query = this.db
      .selectFrom('chat_message_feedback')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', chatflowid);
    if (filter.chatId) query = query.where('chatId', '=', filter.chatId);
    if (filter.startDate) query = query.where('createdDate', '>=', filter.startDate);
    if (filter.endDate) query = query.where('createdDate', '<=', filter.endDate);
    const direction = filter.order === 'DESC' ? 'desc' : 'asc';
    return query.orderBy('createdDate', direction).orderBy('id', direction).execute();
  }
}
