import type { Kysely } from 'kysely';

/**
 * The index of a session's history read (`ChatMessageRepository.history`: workspace, flow and session, newest
 * first, role breaking ties): its equality columns, then its ORDER BY in the same directions, so the database
 * reads the session's last messages off the index without sorting. Before it, SQLite took the flow-wide
 * `(workspaceId, chatflowid, createdDate)` index and walked every session of the flow. It replaces
 * `(chatflowid, sessionId, createdDate)`, whose queries (always scoped to a workspace) it serves too; the
 * flow-wide index stays for the message lists and sessions views.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_message_session_history_idx')
    .on('chat_message')
    .columns(['workspaceId', 'chatflowid', 'sessionId', 'createdDate desc', 'role'])
    .execute();
  await db.schema.dropIndex('chat_message_flow_session_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_message_flow_session_created_idx')
    .on('chat_message')
    .columns(['chatflowid', 'sessionId', 'createdDate'])
    .execute();
  await db.schema.dropIndex('chat_message_session_history_idx').execute();
}
