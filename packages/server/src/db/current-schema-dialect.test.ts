import { createTestDatabase, TEST_POSTGRES_URL } from '@loomflow/testkit/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrator.ts';

/**
 * Several installations (or test runs) share one PostgreSQL database, each in its own schema. A server reads and
 * migrates only its own schema: another schema, or one dropped while the server starts, is none of its business.
 */
describe('PostgreSQL introspection stays in the server’s schema', () => {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  const neighbour = `lf_neighbour_${String(process.pid)}`;
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${neighbour}`);
    await admin.query(`CREATE TABLE IF NOT EXISTS ${neighbour}.neighbour_only (id int)`);
    testDb = await createTestDatabase('postgres');
    db = await openDatabase(loadConfig(testDb.env).database);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
    await admin.query(`DROP SCHEMA IF EXISTS ${neighbour} CASCADE`);
    await admin.end();
  });

  it("lists the server's own tables and never another schema's", async () => {
    const tables = await db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['organization', 'workspace', 'user']));
    expect(names).not.toContain('neighbour_only');
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([testDb.env.DATABASE_SCHEMA]));
    const user = tables.find((table) => table.name === 'user');
    expect(user?.columns.find((column) => column.name === 'email')).toMatchObject({
      dataType: 'varchar',
      isNullable: false,
    });
  });

  it('migrates while other schemas are created and dropped beside it', async () => {
    const churn = { running: true };
    const churning = (async () => {
      for (let round = 0; churn.running; round += 1) {
        const name = `lf_churn_${String(process.pid)}_${String(round)}`;
        await admin.query(`CREATE SCHEMA ${name}`);
        await admin.query(`CREATE TABLE ${name}.t (id int)`);
        await admin.query(`DROP SCHEMA ${name} CASCADE`);
      }
    })();
    try {
      for (let attempt = 0; attempt < 30; attempt += 1) expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      churn.running = false;
      await churning;
    }
  });
});
