import { errorMessage } from '@loomflow/core';
import { Migrator, PostgresAdapter, sql, type MigrationProvider, type Migration } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = {
  getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve({ ...migrations }),
};

/**
 * Applies pending migrations at start. Kysely's migrator holds a lock (so several servers may start at once)
 * and runs inside a transaction on both SQLite and PostgreSQL: a failing migration leaves nothing behind.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(await migrationSchema(db)) });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = errorMessage(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/**
 * On PostgreSQL, the schema Loomflow's tables live in (the first of the search path). Kysely otherwise looks for
 * its migration tables in every schema, and takes another installation's (another test's) for its own.
 */
async function migrationSchema(db: Db): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : {};
}
