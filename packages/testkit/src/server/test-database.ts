import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** Both databases the storage suites run against. */
export const TEST_DATABASE_KINDS: readonly TestDatabaseKind[] = ['sqlite', 'postgres'];

/** The local PostgreSQL the machine provides (override with TEST_DATABASE_URL). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  readonly kind: TestDatabaseKind;
  /** Environment variables that point a Loomflow server at this database. */
  readonly env: Record<string, string>;
  readonly dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh database: a temporary SQLite file, or a new schema in the local PostgreSQL. A missing PostgreSQL is
 * an error, never a skip.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-test-'));
  const removeDir = (): void => {
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_TYPE: 'sqlite' },
      drop: () => {
        removeDir();
        return Promise.resolve();
      },
    };
  }
  const schema = `lf_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    removeDir();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL is required for the storage tests but ${TEST_POSTGRES_URL} is unreachable: ${reason}`,
    );
  }
  await client.end();
  return {
    kind,
    dataDir,
    env: {
      DATA_DIR: dataDir,
      DATABASE_TYPE: 'postgres',
      DATABASE_URL: TEST_POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      // Many test servers share the one PostgreSQL: keep each pool small.
      DATABASE_POOL_MAX: '3',
    },
    async drop() {
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await admin.end();
        removeDir();
      }
    },
  };
}
