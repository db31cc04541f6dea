import type { Kysely } from 'kysely';

/**
 * Single sign-on: one OpenID Connect provider configuration per provider (`sso_config`, owned by the organization
 * that set it up; the client secret encrypted) and the short-lived records of logins in progress (`sso_login`:
 * the PKCE verifier and nonce between the redirect and the callback, then the one-time ticket of /sso-success).
 * Files: the workspace's uploaded files (`upload_file`); their bytes live in the file storage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_config')
    .addColumn('provider', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('organizationId', 'varchar(36)', (col) =>
      col.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clientId', 'varchar(500)', (col) => col.notNull())
    .addColumn('clientSecret', 'text')
    .addColumn('issuer', 'varchar(2000)', (col) => col.notNull())
    .addColumn('tenantId', 'varchar(200)')
    .addColumn('allowSignUp', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sso_login')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('codeVerifier', 'varchar(200)')
    .addColumn('nonce', 'varchar(200)')
    .addColumn('userId', 'varchar(36)')
    .addColumn('sessionId', 'varchar(36)')
    .addColumn('expiresAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sso_login_expires_idx').on('sso_login').column('expiresAt').execute();

  await db.schema
    .createTable('upload_file')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(500)', (col) => col.notNull())
    .addColumn('mimeType', 'varchar(200)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storageKey', 'varchar(600)', (col) => col.notNull())
    .addColumn('usedBy', 'text', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('upload_file_workspace_created_idx')
    .on('upload_file')
    .columns(['workspaceId', 'createdDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_file').ifExists().execute();
  await db.schema.dropTable('sso_login').ifExists().execute();
  await db.schema.dropTable('sso_config').ifExists().execute();
}
