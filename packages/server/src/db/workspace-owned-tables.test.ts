import { createTestDatabase, TEST_DATABASE_KINDS } from '@loomflow/testkit';
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
    const result = await sql<OwnedColumn>`
      select c.table_name as "table", f.referenced as "references", f.delete_rule as "onDelete"
      from information_schema.columns c
      left join (
        select k.table_name, ccu.table_name as referenced, rc.delete_rule
        from information_schema.key_column_usage k
        join information_schema.referential_constraints rc
          on rc.constraint_schema = k.constraint_schema and rc.constraint_name = k.constraint_name
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_schema = rc.unique_constraint_schema
          and ccu.constraint_name = rc.unique_constraint_name
        where k.table_schema = current_schema() and k.column_name = 'workspaceId'
      ) f on f.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'workspaceId'`.execute(db);
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
        expect.arrayContaining(['apikey', 'workspace_user']),
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
