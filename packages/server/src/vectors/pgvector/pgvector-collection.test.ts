import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runVectorStoreContract } from '../vector-store.contract.ts';
import { PgVectorCollection, checkTableName } from './pgvector-collection.ts';

const URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = `lf_vectors_test_${process.pid}`;

/** Why the pgvector suite cannot run here, or undefined when `CREATE EXTENSION vector` works. */
async function pgvectorMissing(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: URL });
  try {
    await client.connect();
  } catch (error) {
    // A missing PostgreSQL is a failure in CI (the storage tests need it), not a reason to skip.
    if (process.env.CI === 'true') throw error;
    return `PostgreSQL at ${URL} is unreachable`;
  }
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    return undefined;
  } catch (error) {
    return `CREATE EXTENSION vector failed (${error instanceof Error ? error.message : String(error)}); .ci/run installs postgresql-15-pgvector when the package is available`;
  } finally {
    await client.end();
  }
}

const missing = await pgvectorMissing();
if (missing) console.warn(`pgvector vector store contract NOT RUN: ${missing}`);
const pool = new pg.Pool({ connectionString: URL, max: 3 });
afterAll(async () => {
  if (!missing) await pool.query(`DROP TABLE IF EXISTS "${TABLE}"`);
  await pool.end();
});

if (!missing)
  runVectorStoreContract('pgvector', {
    open: (collection, dimensions) =>
      PgVectorCollection.open({ pool, tableName: TABLE, collection, dimensions, distance: 'cosine' }),
  });

describe('pgvector settings', () => {
  it('refuses table names that are not plain identifiers', () => {
    expect(() => checkTableName('documents; drop table users')).toThrow(/letters, digits and underscores/);
    expect(checkTableName('documents_2')).toBe('documents_2');
  });

  it('says clearly when the database cannot be reached', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', max: 1 });
    await expect(
      PgVectorCollection.open({
        pool: unreachable,
        tableName: 'documents',
        collection: 'c',
        dimensions: 3,
        distance: 'cosine',
      }),
    ).rejects.toThrow(/PostgreSQL for the vector store is unreachable/);
    await unreachable.end();
  });
});
