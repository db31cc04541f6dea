import { sql, type Kysely } from 'kysely';

/**
 * Workspace sharing (an item of one workspace readable in others of the organization) and one workspace name
 * per organization, whatever its letter case. The installed license is an `instance_setting` row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspace_shared')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('sharedWith', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('sharedItemId', 'varchar(100)', (col) => col.notNull())
    .addColumn('itemType', 'varchar(50)', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('workspace_shared_item_target_uq', ['itemType', 'sharedItemId', 'sharedWith'])
    .execute();
  await db.schema
    .createIndex('workspace_shared_owner_idx')
    .on('workspace_shared')
    .columns(['workspaceId', 'itemType', 'sharedItemId'])
    .execute();
  await db.schema
    .createIndex('workspace_shared_target_idx')
    .on('workspace_shared')
    .columns(['sharedWith', 'itemType'])
    .execute();

  await db.schema
    .createIndex('workspace_organization_name_uq')
    .on('workspace')
    .unique()
    .expression(sql`"organizationId", lower("name")`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workspace_organization_name_uq').ifExists().execute();
  await db.schema.dropTable('workspace_shared').ifExists().execute();
}
