import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';

type Row = Record<string, unknown>;

export interface HistoryFill {
  /** The server's SQLite file (`<DATA_DIR>/database.sqlite`); the server must be stopped. */
  readonly sqlitePath: string;
  readonly flowId: string;
  /** Sessions (chatIds) to fill; each gets `messagesPerSession` messages, user and assistant turns alternating. */
  readonly chatIds: readonly string[];
  readonly messagesPerSession: number;
}

/**
 * Fills a flow's chat history straight in the server's SQLite file: copies of the flow's own stored messages (a
 * user and an assistant message the server wrote, so every column has the shape the server writes, whatever the
 * migrations added) under new ids, chatIds and sessionIds, dated in the past so the server's own messages stay the
 * newest. Returns how many messages the flow holds afterwards.
 */
export function fillChatHistory({ sqlitePath, flowId, chatIds, messagesPerSession }: HistoryFill): number {
  const db = new Database(sqlitePath);
  try {
    const stored = db
      .prepare('SELECT * FROM chat_message WHERE chatflowid = ? ORDER BY createdDate')
      .all(flowId) as Row[];
    const user = stored.find((row) => row.role === 'userMessage');
    const answer = stored.find((row) => row.role === 'apiMessage');
    if (!user || !answer)
      throw new Error(`the flow ${flowId} has no stored user and assistant messages to copy`);
    const columns = Object.keys(user);
    const insert = db.prepare(
      `INSERT INTO chat_message (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
    );
    const earliest = Date.now() - 30 * 24 * 3600 * 1000;
    db.transaction(() => {
      chatIds.forEach((chatId, session) => {
        for (let message = 0; message < messagesPerSession; message += 1) {
          const template = message % 2 === 0 ? user : answer;
          insert.run({
            ...template,
            id: randomUUID(),
            chatId,
            sessionId: template.sessionId === null ? null : chatId,
            createdDate: new Date(earliest + session * messagesPerSession + message).toISOString(),
          });
        }
      });
    })();
    const { count } = db
      .prepare('SELECT count(*) AS count FROM chat_message WHERE chatflowid = ?')
      .get(flowId) as { count: number };
    return count;
  } finally {
    db.close();
  }
}
