import type { Kysely } from 'kysely';

/**
 * LangGraph checkpoints of agentflow v1 runs (MULTIAGENT), one thread per chat session: `flow_checkpoint` (a
 * graph's state after each step) and `flow_checkpoint_write` (the writes of tasks of the step in progress, which
 * hold a paused run's interrupt). Both belong to a workspace and to a flow: deleting either removes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flow_checkpoint')
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('flowId', 'varchar(36)', (col) => col.notNull().references('chat_flow.id').onDelete('cascade'))
    .addColumn('threadId', 'varchar(200)', (col) => col.notNull())
    .addColumn('checkpointNs', 'varchar(255)', (col) => col.notNull())
    .addColumn('checkpointId', 'varchar(64)', (col) => col.notNull())
    .addColumn('parentCheckpointId', 'varchar(64)')
    .addColumn('checkpointType', 'varchar(20)', (col) => col.notNull())
    .addColumn('checkpoint', 'text', (col) => col.notNull())
    .addColumn('metadataType', 'varchar(20)', (col) => col.notNull())
    .addColumn('metadata', 'text', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('flow_checkpoint_pk', ['flowId', 'threadId', 'checkpointNs', 'checkpointId'])
    .execute();

  await db.schema
    .createTable('flow_checkpoint_write')
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('flowId', 'varchar(36)', (col) => col.notNull().references('chat_flow.id').onDelete('cascade'))
    .addColumn('threadId', 'varchar(200)', (col) => col.notNull())
    .addColumn('checkpointNs', 'varchar(255)', (col) => col.notNull())
    .addColumn('checkpointId', 'varchar(64)', (col) => col.notNull())
    .addColumn('taskId', 'varchar(64)', (col) => col.notNull())
    .addColumn('idx', 'integer', (col) => col.notNull())
    .addColumn('taskPath', 'text', (col) => col.notNull())
    .addColumn('channel', 'varchar(255)', (col) => col.notNull())
    .addColumn('valueType', 'varchar(20)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('flow_checkpoint_write_pk', [
      'flowId',
      'threadId',
      'checkpointNs',
      'checkpointId',
      'taskId',
      'idx',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_checkpoint_write').ifExists().execute();
  await db.schema.dropTable('flow_checkpoint').ifExists().execute();
}
