import type { Kysely } from 'kysely';

/**
 * Flows (Flowise's `chat_flow`): chatflows, agentflows v1 (MULTIAGENT) and v2 (AGENTFLOW), assistants. The flow
 * graph is kept as the JSON text it was saved with; `updatedDate` is the version optimistic saves compare.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_flow')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('flowData', 'text', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull().defaultTo('CHATFLOW'))
    .addColumn('deployed', 'integer')
    .addColumn('isPublic', 'integer')
    .addColumn('apikeyid', 'varchar(100)')
    .addColumn('chatbotConfig', 'text')
    .addColumn('apiConfig', 'text')
    .addColumn('analytic', 'text')
    .addColumn('speechToText', 'text')
    .addColumn('followUpPrompts', 'text')
    .addColumn('category', 'text')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_flow_workspace_type_updated_idx')
    .on('chat_flow')
    .columns(['workspaceId', 'type', 'updatedDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_flow').ifExists().execute();
}
