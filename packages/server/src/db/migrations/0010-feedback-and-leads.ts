import type { Kysely } from 'kysely';

/**
 * The chat widget's records (Flowise's tables): `chat_message_feedback` (one thumbs up/down with an optional
 * comment per assistant message) and `lead` (contact details a chat's visitor left). Both are workspace-owned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_message_feedback')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('chatflowid', 'varchar(100)', (col) => col.notNull())
    .addColumn('chatId', 'varchar(200)', (col) => col.notNull())
    .addColumn('messageId', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('rating', 'varchar(20)', (col) => col.notNull())
    .addColumn('content', 'text')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_message_feedback_flow_chat_idx')
    .on('chat_message_feedback')
    .columns(['chatflowid', 'chatId'])
    .execute();

  await db.schema
    .createTable('lead')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('chatflowid', 'varchar(100)', (col) => col.notNull())
    .addColumn('chatId', 'varchar(200)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)')
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(50)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_flow_created_idx')
    .on('lead')
    .columns(['chatflowid', 'createdDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead').ifExists().execute();
  await db.schema.dropTable('chat_message_feedback').ifExists().execute();
}
