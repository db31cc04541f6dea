import type { Kysely } from 'kysely';

/**
 * Custom templates (Flowise's `custom_template`: a flow or tool saved for reuse from the marketplace screen) and
 * assistants (Flowise's `assistant`: CUSTOM ones behind a generated agentflow, OPENAI / AZURE ones mirrored from
 * the provider's Assistants API). Both belong to a workspace and go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_template')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('flowData', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('badge', 'varchar(255)')
    .addColumn('framework', 'varchar(255)')
    .addColumn('usecases', 'text')
    .addColumn('type', 'varchar(30)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('custom_template_workspace_idx')
    .on('custom_template')
    .column('workspaceId')
    .execute();

  await db.schema
    .createTable('assistant')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('credential', 'varchar(36)')
    .addColumn('iconSrc', 'varchar(255)')
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('assistant_workspace_type_idx')
    .on('assistant')
    .columns(['workspaceId', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant').ifExists().execute();
  await db.schema.dropTable('custom_template').ifExists().execute();
}
