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

function ofStore<Name extends string, Columns extends string>(
  table: CreateTableBuilder<Name, Columns>,
): CreateTableBuilder<Name, Columns | 'storeId'> {
  return table.addColumn('storeId', 'varchar(36)', (col) =>
    col.notNull().references('document_store.id').onDelete('cascade'),
  );
}

/**
 * Document stores (Flowise's `document_store` and `document_store_file_chunk`) with their loaders, uploaded files,
 * the record manager (which chunk content is in the vector store under which id) and the upsert jobs. All
 * workspace-owned; everything of a store goes with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await owned(db.schema.createTable('document_store'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('embeddingConfig', 'text')
    .addColumn('vectorStoreConfig', 'text')
    .addColumn('vectorGeneration', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vectorFingerprint', 'text')
    .addColumn('vectorDimensions', 'integer')
    .addColumn('liveVectorStoreConfig', 'text')
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_store_workspace_idx')
    .on('document_store')
    .column('workspaceId')
    .execute();

  await ofStore(owned(db.schema.createTable('document_store_loader')))
    .addColumn('loaderId', 'varchar(200)', (col) => col.notNull())
    .addColumn('loaderName', 'varchar(300)', (col) => col.notNull())
    .addColumn('loaderConfig', 'text', (col) => col.notNull())
    .addColumn('splitterId', 'varchar(200)')
    .addColumn('splitterName', 'varchar(300)')
    .addColumn('splitterConfig', 'text')
    .addColumn('credential', 'varchar(100)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('totalChunks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('totalChars', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('files', 'text', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_store_loader_store_idx')
    .on('document_store_loader')
    .column('storeId')
    .execute();

  await ofStore(owned(db.schema.createTable('document_store_file')))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('uploadFileId', 'varchar(36)', (col) => col.notNull())
    .addColumn('mime', 'varchar(200)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('createdDate', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_store_file_store_name_idx')
    .on('document_store_file')
    .columns(['storeId', 'name'])
    .unique()
    .execute();

  await ofStore(owned(db.schema.createTable('document_store_file_chunk')))
    .addColumn('docId', 'varchar(36)', (col) =>
      col.notNull().references('document_store_loader.id').onDelete('cascade'),
    )
    .addColumn('chunkNo', 'integer', (col) => col.notNull())
    .addColumn('pageContent', 'text', (col) => col.notNull())
    .addColumn('metadata', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_store_file_chunk_doc_idx')
    .on('document_store_file_chunk')
    .columns(['docId', 'chunkNo'])
    .execute();
  await db.schema
    .createIndex('document_store_file_chunk_store_idx')
    .on('document_store_file_chunk')
    .column('storeId')
    .execute();

  await ofStore(owned(db.schema.createTable('document_store_upsert_record')))
    .addColumn('loaderId', 'varchar(36)', (col) => col.notNull())
    .addColumn('key', 'varchar(64)', (col) => col.notNull())
    .addColumn('vectorId', 'varchar(100)', (col) => col.notNull())
    .addColumn('state', 'varchar(20)', (col) => col.notNull())
    .addColumn('jobId', 'varchar(36)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_store_upsert_record_store_idx')
    .on('document_store_upsert_record')
    .columns(['storeId', 'loaderId'])
    .execute();

  await ofStore(owned(db.schema.createTable('document_store_upsert_job')))
    .addColumn('loaderId', 'varchar(36)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('embedded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('startedDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('finishedDate', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('document_store_upsert_job_store_idx')
    .on('document_store_upsert_job')
    .columns(['storeId', 'startedDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'document_store_upsert_job',
    'document_store_upsert_record',
    'document_store_file_chunk',
    'document_store_file',
    'document_store_loader',
    'document_store',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
