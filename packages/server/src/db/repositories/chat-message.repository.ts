import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { ChatMessageRow, Database } from '../schema.ts';

/** Messages of evaluation runs (listed, counted and deleted only when this chat type is asked for). */
const EVALUATION_CHAT_TYPE = 'EVALUATION';

/** Where conversations came from (core's `MessageSource`): UI, API, EMBED or OTHER. */
export type MessageSourceFilter = 'UI' | 'API' | 'EMBED' | 'OTHER';

export interface ChatMessageFilter {
  readonly chatId?: string | undefined;
  readonly sessionId?: string | undefined;
  /** Only these chat types; when absent, every type but EVALUATION. */
  readonly chatTypes?: readonly string[] | undefined;
  readonly sources?: readonly MessageSourceFilter[] | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

/** A message with its feedback (left join: the feedback fields are null when there is none). */
export interface ChatMessageWithFeedbackRow extends ChatMessageRow {
  readonly feedbackId: string | null;
  readonly feedbackRating: string | null;
  readonly feedbackContent: string | null;
  readonly feedbackCreatedDate: string | null;
}

/** One conversation of a flow, summarised. */
export interface ChatSessionRow {
  readonly chatId: string;
  readonly sessionId: string | null;
  readonly chatType: string;
  readonly requestOrigin: string | null;
  readonly firstQuestion: string | null;
  readonly firstContent: string | null;
  readonly messageCount: number;
  readonly firstDate: string;
  readonly lastDate: string;
  readonly thumbsUp: number;
  readonly thumbsDown: number;
}

type MessageScope = ExpressionBuilder<Database, 'chat_message'>;

function sourceCondition(eb: MessageScope, source: MessageSourceFilter) {
  switch (source) {
    case 'UI':
      return eb('chat_message.chatType', '=', 'INTERNAL');
    case 'API':
      return eb.and([
        eb('chat_message.chatType', '=', 'EXTERNAL'),
        eb('chat_message.requestOrigin', 'is', null),
      ]);
    case 'EMBED':
      return eb.and([
        eb('chat_message.chatType', '=', 'EXTERNAL'),
        eb('chat_message.requestOrigin', 'is not', null),
      ]);
    case 'OTHER':
      return eb('chat_message.chatType', 'not in', ['INTERNAL', 'EXTERNAL']);
  }
}

function matches(eb: MessageScope, workspaceId: string, chatflowid: string, filter: ChatMessageFilter) {
  const conditions = [
    eb('chat_message.workspaceId', '=', workspaceId),
    eb('chat_message.chatflowid', '=', chatflowid),
  ];
  if (filter.chatId) conditions.push(eb('chat_message.chatId', '=', filter.chatId));
  if (filter.sessionId) conditions.push(eb('chat_message.sessionId', '=', filter.sessionId));
  // Evaluation runs' messages stay out of chat views unless asked for by their chat type (as Flowise does).
  if (filter.chatTypes && filter.chatTypes.length > 0)
    conditions.push(eb('chat_message.chatType', 'in', [...filter.chatTypes]));
  else conditions.push(eb('chat_message.chatType', '!=', EVALUATION_CHAT_TYPE));
  if (filter.sources && filter.sources.length > 0)
    conditions.push(eb.or(filter.sources.map((source) => sourceCondition(eb, source))));
  if (filter.startDate) conditions.push(eb('chat_message.createdDate', '>=', filter.startDate));
  if (filter.endDate) conditions.push(eb('chat_message.createdDate', '<=', filter.endDate));
  return eb.and(conditions);
}

/** Chat messages belong to a workspace: every read and write is filtered by it. */
export class ChatMessageRepository {
  constructor(private readonly db: Db) {}

  list(
    workspaceId: string,
    chatflowid: string,
    filter: ChatMessageFilter,
    order: 'ASC' | 'DESC' = 'ASC',
  ): Promise<ChatMessageRow[]> {
    const direction = order === 'DESC' ? 'desc' : 'asc';
    return this.db
      .selectFrom('chat_message')
      .selectAll()
      .where((eb) => matches(eb, workspaceId, chatflowid, filter))
      .orderBy('createdDate', direction)
      .orderBy('role', direction === 'asc' ? 'desc' : 'asc')
      .execute();
  }

  /** The messages with the feedback given on each (one at most per message). */
  listWithFeedback(
    workspaceId: string,
    chatflowid: string,
    filter: ChatMessageFilter,
    order: 'ASC' | 'DESC' = 'ASC',
  ): Promise<ChatMessageWithFeedbackRow[]> {
    const direction = order === 'DESC' ? 'desc' : 'asc';
    return this.db
      .selectFrom('chat_message')
      .leftJoin('chat_message_feedback as feedback', (join) =>
        join
          .onRef('feedback.messageId', '=', 'chat_message.id')
          .onRef('feedback.workspaceId', '=', 'chat_message.workspaceId'),
      )
      .selectAll('chat_message')
      .select([
        'feedback.id as feedbackId',
        'feedback.rating as feedbackRating',
        'feedback.content as feedbackContent',
        'feedback.createdDate as feedbackCreatedDate',
      ])
      .where((eb) => matches(eb, workspaceId, chatflowid, filter))
      .orderBy('chat_message.createdDate', direction)
      .orderBy('chat_message.role', direction === 'asc' ? 'desc' : 'asc')
      .execute();
  }

  /**
   * The flow's conversations (by chat id and session), newest activity first, with their first question, size,
   * dates and feedback counts; with `feedbackTypes`, only conversations holding such a rating.
   */
  async sessions(
    workspaceId: string,
    chatflowid: string,
    filter: ChatMessageFilter,
    feedbackTypes: readonly string[] = [],
  ): Promise<ChatSessionRow[]> {
    let query = this.db
      .selectFrom('chat_message')
      .where((eb) => matches(eb, workspaceId, chatflowid, filter))
      .groupBy(['chat_message.chatId', 'chat_message.sessionId'])
      .select((eb) => [
        'chat_message.chatId',
        'chat_message.sessionId',
        eb.fn.max('chat_message.chatType').as('chatType'),
        eb.fn.max('chat_message.requestOrigin').as('requestOrigin'),
        eb.fn.countAll<number | string>().as('messageCount'),
        eb.fn.min('chat_message.createdDate').as('firstDate'),
        eb.fn.max('chat_message.createdDate').as('lastDate'),
      ])
      .orderBy('lastDate', 'desc');
    if (feedbackTypes.length > 0) {
      query = query.where('chat_message.chatId', 'in', (eb) =>
        eb
          .selectFrom('chat_message_feedback')
          .select('chat_message_feedback.chatId')
          .where('chat_message_feedback.workspaceId', '=', workspaceId)
          .where('chat_message_feedback.chatflowid', '=', chatflowid)
          .where('chat_message_feedback.rating', 'in', [...feedbackTypes]),
      );
    }
    const groups = await query.execute();
    if (groups.length === 0) return [];
    const chatIds = [...new Set(groups.map((group) => group.chatId))];
    const [firsts, ratings] = await Promise.all([
      this.firstMessages(workspaceId, chatflowid, chatIds),
      this.db
        .selectFrom('chat_message_feedback')
        .select(['chatId', 'rating'])
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('workspaceId', '=', workspaceId)
        .where('chatflowid', '=', chatflowid)
        .where('chatId', 'in', chatIds)
        .groupBy(['chatId', 'rating'])
        .execute(),
    ]);
    const ratingCount = (chatId: string, rating: string) =>
      Number(ratings.find((row) => row.chatId === chatId && row.rating === rating)?.count ?? 0);
    return groups.map((group) => {
      const key = `${group.chatId}\u0000${group.sessionId ?? ''}`;
      return {
        chatId: group.chatId,
        sessionId: group.sessionId,
        chatType: group.chatType,
        requestOrigin: group.requestOrigin ?? null,
        firstQuestion: firsts.question.get(key) ?? null,
        firstContent: firsts.any.get(key) ?? null,
        messageCount: Number(group.messageCount),
        firstDate: group.firstDate,
        lastDate: group.lastDate,
        thumbsUp: ratingCount(group.chatId, 'THUMBS_UP'),
        thumbsDown: ratingCount(group.chatId, 'THUMBS_DOWN'),
      };
    });
  }

  /** The first question and the first message of each conversation of the given chats. */
  private async firstMessages(workspaceId: string, chatflowid: string, chatIds: readonly string[]) {
    const question = new Map<string, string>();
    const any = new Map<string, string>();
    // Chats are read in slices so that the statement's parameters stay bounded.
    for (let start = 0; start < chatIds.length; start += 500) {
      const rows = await this.db
        .selectFrom('chat_message')
        .select(['chatId', 'sessionId', 'role', 'content'])
        .where('workspaceId', '=', workspaceId)
        .where('chatflowid', '=', chatflowid)
        .where('chatId', 'in', chatIds.slice(start, start + 500))
        .where((eb) =>
          eb(
            'createdDate',
            '=',
            eb
              .selectFrom('chat_message as earliest')
              .select((inner) => inner.fn.min('earliest.createdDate').as('first'))
              .whereRef('earliest.workspaceId', '=', 'chat_message.workspaceId')
              .whereRef('earliest.chatflowid', '=', 'chat_message.chatflowid')
              .whereRef('earliest.chatId', '=', 'chat_message.chatId')
              .whereRef('earliest.role', '=', 'chat_message.role'),
          ),
        )
        .execute();
      for (const row of rows) {
        const key = `${row.chatId}\u0000${row.sessionId ?? ''}`;
        if (row.role === 'userMessage' && !question.has(key)) question.set(key, row.content);
        if (!any.has(key)) any.set(key, row.content);
      }
    }
    return { question, any };
  }

  /** The last `limit` messages of a session, oldest first: only what a run's memory reads. */
  async history(
    workspaceId: string,
    chatflowid: string,
    sessionId: string,
    limit: number,
  ): Promise<Pick<ChatMessageRow, 'role' | 'content' | 'error' | 'action'>[]> {
    const rows = await this.historyQuery(workspaceId, chatflowid, sessionId, limit).execute();
    return rows.reverse();
  }

  /**
   * The statement `history` runs, newest first. Its WHERE and ORDER BY are exactly the columns of
   * `chat_message_session_history_idx` (migration 0019), so the database reads the session's last `limit` rows
   * off the index: no sort, and never the flow's other sessions.
   */
  historyQuery(workspaceId: string, chatflowid: string, sessionId: string, limit: number) {
    return this.db
      .selectFrom('chat_message')
      .select(['role', 'content', 'error', 'action'])
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', chatflowid)
      .where('sessionId', '=', sessionId)
      .orderBy('createdDate', 'desc')
      .orderBy('role', 'asc')
      .limit(limit);
  }

  async create(rows: readonly ChatMessageRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('chat_message')
      .values([...rows])
      .execute();
  }

  /** Keeps the follow-up questions generated after an assistant's message (JSON text). */
  async setFollowUpPrompts(workspaceId: string, id: string, followUpPrompts: string): Promise<void> {
    await this.db
      .updateTable('chat_message')
      .set({ followUpPrompts })
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the matching messages and the feedback given on them, together; answers how many messages. */
  async delete(workspaceId: string, chatflowid: string, filter: ChatMessageFilter): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('chat_message_feedback')
        .where('workspaceId', '=', workspaceId)
        .where('messageId', 'in', (eb) =>
          eb
            .selectFrom('chat_message')
            .select('chat_message.id')
            .where((inner) => matches(inner, workspaceId, chatflowid, filter)),
        )
        .execute();
      const result = await trx
        .deleteFrom('chat_message')
        .where((eb) => matches(eb, workspaceId, chatflowid, filter))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
