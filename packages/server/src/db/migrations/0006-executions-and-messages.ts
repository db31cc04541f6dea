import type { Kysely } from 'kysely';

/**
 * Runs of agentflows (Flowise's `execution`, node records as JSON text in `executionData`) and the chat messages of
 * predictions (Flowise's `chat_message`). Both belong to a workspace; deleting it removes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('execution')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('executionData', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(20)', (col) => col.notNull())
    .addColumn('agentflowId', 'varchar(100)', (col) => col.notNull())
    .addColumn('sessionId', 'varchar(200)', (col) => col.notNull())
    .addColumn('action', 'text')
    .addColumn('isPublic', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('stoppedDate', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('execution_workspace_created_idx')
    .on('execution')
    .columns(['workspaceId', 'createdDate'])
    .execute();
  await db.schema
    .createIndex('execution_flow_session_created_idx')
    .on('execution')
    .columns(['agentflowId', 'sessionId', 'createdDate'])
    .execute();

  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('chatflowid', 'varchar(100)', (col) => col.notNull())
    .addColumn('executionId', 'varchar(36)')
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sourceDocuments', 'text')
    .addColumn('usedTools', 'text')
    .addColumn('agentReasoning', 'text')
    .addColumn('fileUploads', 'text')
    .addColumn('artifacts', 'text')
    .addColumn('action', 'text')
    .addColumn('chatType', 'varchar(20)', (col) => col.notNull())
    .addColumn('chatId', 'varchar(200)', (col) => col.notNull())
    .addColumn('sessionId', 'varchar(200)')
    .addColumn('memoryType', 'varchar(255)')
    .addColumn('leadEmail', 'varchar(254)')
    .addColumn('followUpPrompts', 'text')
    .addColumn('usage', 'text')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_message_flow_chat_created_idx')
    .on('chat_message')
    .columns(['chatflowid', 'chatId', 'createdDate'])
    .execute();
  await db.schema
    .createIndex('chat_message_flow_session_created_idx')
    .on('chat_message')
    .columns(['chatflowid', 'sessionId', 'createdDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_message').ifExists().execute();
  await db.schema.dropTable('execution').ifExists().execute();
}
