import { createTestDatabase, TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrator.ts';

interface OwnedColumn {
  readonly table: string;
  readonly references: string | null;
  readonly onDelete: string | null;
}

/** Every `workspaceId` column with the table it references and its delete rule. */
async function workspaceColumns(db: Db, kind: 'sqlite' | 'postgres'): Promise<OwnedColumn[]> {
  if (kind === 'postgres') {
    // pg_catalog directly: the information_schema views join too slowly once there are many tables.
    const result = await sql<OwnedColumn>`
      select cl.relname as "table", ref.relname as "references",
        case con.confdeltype when 'c' then 'CASCADE' when 'n' then 'SET NULL' when 'r' then 'RESTRICT'
          when 'd' then 'SET DEFAULT' when 'a' then 'NO ACTION' end as "onDelete"
      from pg_attribute a
      join pg_class cl on cl.oid = a.attrelid and cl.relkind = 'r'
      join pg_namespace n on n.oid = cl.relnamespace and n.nspname = current_schema()
      left join pg_constraint con on con.conrelid = cl.oid and con.contype = 'f' and a.attnum = any(con.conkey)
      left join pg_class ref on ref.oid = con.confrelid
      where a.attname = 'workspaceId' and not a.attisdropped`.execute(db);
    return result.rows;
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const columns: OwnedColumn[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
    if (!info.rows.some((column) => column.name === 'workspaceId')) continue;
    const keys = await sql<{ from: string; table: string; on_delete: string }>`
      select "from", "table", on_delete from pragma_foreign_key_list(${name})`.execute(db);
    const key = keys.rows.find((row) => row.from === 'workspaceId');
    columns.push({ table: name, references: key?.table ?? null, onDelete: key?.on_delete ?? null });
  }
  return columns;
}

describe.each(TEST_DATABASE_KINDS)('workspace-owned tables on %s', (kind) => {
  it('reference their workspace and go with it when it is deleted', async () => {
    const testDb = await createTestDatabase(kind);
    const db = await openDatabase(loadConfig(testDb.env).database);
    try {
      await migrateToLatest(db);
      const columns = await workspaceColumns(db, kind);
      expect(columns.map((column) => column.table)).toEqual(
        expect.arrayContaining([
          'apikey',
          'workspace_user',
          'chat_message_feedback',
          'lead',
          'document_store',
          'document_store_loader',
          'document_store_file',
          'document_store_file_chunk',
          'custom_template',
          'assistant',
          'document_store_upsert_record',
          'document_store_upsert_job',
        ]),
      );
      for (const column of columns) {
        expect(column, column.table).toMatchObject({ references: 'workspace', onDelete: 'CASCADE' });
      }
    } finally {
      await db.destroy();
      await testDb.drop();
    }
  });
});
