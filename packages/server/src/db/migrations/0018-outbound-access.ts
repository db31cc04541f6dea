import type { Kysely } from 'kysely';

/**
 * Enterprise "Outbound access": the private hosts, suffixes, addresses and ranges an administrator lets flows
 * reach (the instance's list, read by the outbound address policy at every check), and its audit log of
 * additions and removals. Entries keep who added them; the log keeps the email even after the account goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_access_entry')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('entry', 'varchar(253)', (col) => col.notNull().unique())
    .addColumn('note', 'varchar(500)')
    .addColumn('createdBy', 'varchar(36)', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('createdByEmail', 'varchar(254)', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('outbound_access_change')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('action', 'varchar(10)', (col) => col.notNull())
    .addColumn('entry', 'varchar(253)', (col) => col.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('userId', 'varchar(36)', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('ipAddress', 'varchar(100)')
    .addColumn('userAgent', 'varchar(500)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('outbound_access_change_created_idx')
    .on('outbound_access_change')
    .column('createdDate')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_access_change').execute();
  await db.schema.dropTable('outbound_access_entry').execute();
}
