import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('credentialName', 'varchar(100)', (col) => col.notNull())
    .addColumn('encryptedData', 'text', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('credential_workspace_type_idx')
    .on('credential')
    .columns(['workspaceId', 'credentialName'])
    .execute();

  await db.schema
    .createTable('variable')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('variable_workspace_name_uq', ['workspaceId', 'name'])
    .execute();

  await db.schema
    .createTable('tool')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('color', 'varchar(300)', (col) => col.notNull())
    .addColumn('iconSrc', 'text')
    .addColumn('schema', 'text', (col) => col.notNull())
    .addColumn('func', 'text', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('tool_workspace_name_uq', ['workspaceId', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tool', 'variable', 'credential']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
