import { createTestDatabase, TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { migrations } from './migrations/index.ts';

describe.each(TEST_DATABASE_KINDS)('migrations on %s', (kind) => {
  it('apply every migration once, in order, and then find nothing to do', async () => {
    const testDb = await createTestDatabase(kind);
    const db = await openDatabase(loadConfig(testDb.env).database);
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(db)).toEqual([]);
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['organization', 'workspace', 'user', 'role', 'apikey', 'auth_session']),
      );
    } finally {
      await db.destroy();
      await testDb.drop();
    }
  });

  it('rejects a second user with the same email at the database level', async () => {
    const testDb = await createTestDatabase(kind);
    const db = await openDatabase(loadConfig(testDb.env).database);
    try {
      await migrateToLatest(db);
      const now = new Date().toISOString();
      const row = {
        name: 'A',
        email: 'same@example.com',
        credential: null,
        status: 'active',
        tempToken: null,
      };
      const rest = {
        tokenExpiry: null,
        activeWorkspaceId: null,
        lastLogin: null,
        createdDate: now,
        updatedDate: now,
      };
      await db
        .insertInto('user')
        .values({ id: 'u1', ...row, ...rest })
        .execute();
      await expect(
        db
          .insertInto('user')
          .values({ id: 'u2', ...row, ...rest })
          .execute(),
      ).rejects.toThrow();
      const count = await sql<{ n: number }>`select count(*) as n from ${sql.table('user')}`.execute(db);
      expect(Number(count.rows[0]?.n)).toBe(1);
    } finally {
      await db.destroy();
      await testDb.drop();
    }
  });
});
