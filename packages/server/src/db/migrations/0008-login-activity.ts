import type { Kysely } from 'kysely';

/**
 * The login activity log: sign-ins (password or SSO), sign-outs, failed attempts and password resets, with the
 * address and user agent. Rows belong to an organization (null for attempts on unknown emails) and go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_activity')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organizationId', 'varchar(36)', (col) =>
      col.references('organization.id').onDelete('cascade'),
    )
    .addColumn('userId', 'varchar(36)', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('activity', 'varchar(20)', (col) => col.notNull())
    .addColumn('method', 'varchar(20)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(10)', (col) => col.notNull())
    .addColumn('message', 'varchar(500)')
    .addColumn('ipAddress', 'varchar(100)')
    .addColumn('userAgent', 'varchar(500)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_activity_organization_created_idx')
    .on('login_activity')
    .columns(['organizationId', 'createdDate'])
    .execute();
  await db.schema.createIndex('login_activity_user_idx').on('login_activity').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_activity').execute();
}
