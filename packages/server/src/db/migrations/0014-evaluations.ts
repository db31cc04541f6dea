import type { CreateTableBuilder, Kysely } from 'kysely';

function owned<Name extends string>(
  table: CreateTableBuilder<Name>,
): CreateTableBuilder<Name, 'id' | 'workspaceId'> {
  return table
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    );
}

/**
 * Evaluations (Flowise's `dataset`, `dataset_row`, `evaluator`, `evaluation`, `evaluation_run`): datasets of
 * input / expected output rows, reusable evaluators, and evaluations with one run per dataset row and flow. All
 * workspace-owned; an evaluation keeps copies of its rows and evaluator settings, so it outlives them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await owned(db.schema.createTable('dataset'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('rowsUpdatedDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('dataset_workspace_idx').on('dataset').column('workspaceId').execute();

  await owned(db.schema.createTable('dataset_row'))
    .addColumn('datasetId', 'varchar(36)', (col) =>
      col.notNull().references('dataset.id').onDelete('cascade'),
    )
    .addColumn('input', 'text', (col) => col.notNull())
    .addColumn('output', 'text', (col) => col.notNull())
    .addColumn('sequenceNo', 'integer', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('dataset_row_dataset_sequence_idx')
    .on('dataset_row')
    .columns(['datasetId', 'sequenceNo'])
    .execute();

  await owned(db.schema.createTable('evaluator'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('config', 'text', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('evaluator_workspace_idx').on('evaluator').column('workspaceId').execute();

  await owned(db.schema.createTable('evaluation'))
    .addColumn('evaluationGroupId', 'varchar(36)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('mode', 'varchar(20)', (col) => col.notNull())
    .addColumn('concurrency', 'integer', (col) => col.notNull())
    .addColumn('datasetId', 'varchar(36)', (col) => col.notNull())
    .addColumn('datasetName', 'varchar(255)', (col) => col.notNull())
    .addColumn('datasetRowsUpdatedDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('flows', 'text', (col) => col.notNull())
    .addColumn('evaluators', 'text', (col) => col.notNull())
    .addColumn('judgeModel', 'text')
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('startedDate', 'varchar(32)')
    .addColumn('finishedDate', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('evaluation_workspace_group_idx')
    .on('evaluation')
    .columns(['workspaceId', 'evaluationGroupId'])
    .execute();
  await db.schema.createIndex('evaluation_status_idx').on('evaluation').column('status').execute();

  await owned(db.schema.createTable('evaluation_run'))
    .addColumn('evaluationId', 'varchar(36)', (col) =>
      col.notNull().references('evaluation.id').onDelete('cascade'),
    )
    .addColumn('flowId', 'varchar(36)', (col) => col.notNull())
    .addColumn('flowIndex', 'integer', (col) => col.notNull())
    .addColumn('datasetRowId', 'varchar(36)', (col) => col.notNull())
    .addColumn('sequenceNo', 'integer', (col) => col.notNull())
    .addColumn('input', 'text', (col) => col.notNull())
    .addColumn('expectedOutput', 'text', (col) => col.notNull())
    .addColumn('actualOutput', 'text')
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('latencyMs', 'integer')
    .addColumn('promptTokens', 'integer')
    .addColumn('completionTokens', 'integer')
    .addColumn('totalTokens', 'integer')
    .addColumn('cost', 'double precision')
    .addColumn('verdicts', 'text', (col) => col.notNull())
    .addColumn('chatId', 'varchar(100)')
    .addColumn('chatMessageId', 'varchar(100)')
    .addColumn('executionId', 'varchar(36)')
    .addColumn('startedDate', 'varchar(32)')
    .addColumn('finishedDate', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('evaluation_run_evaluation_idx')
    .on('evaluation_run')
    .columns(['evaluationId', 'sequenceNo', 'flowIndex'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evaluation_run').execute();
  await db.schema.dropTable('evaluation').execute();
  await db.schema.dropTable('evaluator').execute();
  await db.schema.dropTable('dataset_row').execute();
  await db.schema.dropTable('dataset').execute();
}
