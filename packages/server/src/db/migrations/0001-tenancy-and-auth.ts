import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instance_setting')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('organization')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('customerId', 'varchar(255)')
    .addColumn('subscriptionId', 'varchar(255)')
    .addColumn('productId', 'varchar(255)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('workspace')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('organizationId', 'varchar(36)', (col) =>
      col.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('workspace_organization_idx')
    .on('workspace')
    .column('organizationId')
    .execute();

  await db.schema
    .createTable('user')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('credential', 'text')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('tempToken', 'varchar(128)')
    .addColumn('tokenExpiry', 'varchar(32)')
    .addColumn('activeWorkspaceId', 'varchar(36)')
    .addColumn('lastLogin', 'varchar(32)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_temp_token_idx').on('user').column('tempToken').execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('organizationId', 'varchar(36)', (col) =>
      col.references('organization.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('permissions', 'text', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('organization_user')
    .addColumn('organizationId', 'varchar(36)', (col) =>
      col.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('userId', 'varchar(36)', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('roleId', 'varchar(36)', (col) => col.notNull().references('role.id'))
    .addColumn('isOwner', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('organization_user_pk', ['organizationId', 'userId'])
    .execute();
  await db.schema
    .createIndex('organization_user_user_idx')
    .on('organization_user')
    .column('userId')
    .execute();

  await db.schema
    .createTable('workspace_user')
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('userId', 'varchar(36)', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('roleId', 'varchar(36)', (col) => col.notNull().references('role.id'))
    .addColumn('lastLogin', 'varchar(32)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('workspace_user_pk', ['workspaceId', 'userId'])
    .execute();
  await db.schema.createIndex('workspace_user_user_idx').on('workspace_user').column('userId').execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('userId', 'varchar(36)', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('refreshTokenHash', 'varchar(64)', (col) => col.notNull())
    .addColumn('previousRefreshTokenHash', 'varchar(64)')
    .addColumn('rotatedDate', 'varchar(32)')
    .addColumn('expiresAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('revokedAt', 'varchar(32)')
    .addColumn('ipAddress', 'varchar(64)')
    .addColumn('userAgent', 'varchar(512)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('lastUsedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_session_user_idx').on('auth_session').column('userId').execute();

  await db.schema
    .createTable('apikey')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('workspaceId', 'varchar(36)', (col) =>
      col.notNull().references('workspace.id').onDelete('cascade'),
    )
    .addColumn('keyName', 'varchar(255)', (col) => col.notNull())
    .addColumn('keyPrefix', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('keyHash', 'varchar(64)', (col) => col.notNull())
    .addColumn('keySalt', 'varchar(64)', (col) => col.notNull())
    .addColumn('lastFour', 'varchar(8)', (col) => col.notNull())
    .addColumn('permissions', 'text', (col) => col.notNull())
    .addColumn('createdBy', 'varchar(36)')
    .addColumn('lastUsedDate', 'varchar(32)')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('apikey_workspace_idx').on('apikey').column('workspaceId').execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('ipAddress', 'varchar(64)')
    .addColumn('succeeded', 'integer', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempt_email_idx')
    .on('login_attempt')
    .columns(['email', 'createdDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_attempt',
    'apikey',
    'auth_session',
    'workspace_user',
    'organization_user',
    'role',
    'user',
    'workspace',
    'organization',
    'instance_setting',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
