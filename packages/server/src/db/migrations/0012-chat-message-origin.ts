import type { Kysely } from 'kysely';

/**
 * The browser origin an EXTERNAL prediction came from (`Origin` header), so the message history tells the embedded
 * widget and shared chatbot (a browser page) from API calls (no origin). Null on older rows: they read as API.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_message').addColumn('requestOrigin', 'varchar(255)').execute();
  await db.schema
    .createIndex('chat_message_workspace_flow_created_idx')
    .on('chat_message')
    .columns(['workspaceId', 'chatflowid', 'createdDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_message_workspace_flow_created_idx').execute();
  await db.schema.alterTable('chat_message').dropColumn('requestOrigin').execute();
}
