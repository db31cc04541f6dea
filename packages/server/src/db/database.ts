import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.ts';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Db = Kysely<Database>;

/** What a caller may watch of the database (tests count a prediction's statements through it). */
export interface DatabaseOptions {
  /** Called with the SQL of every statement run, `begin` and `commit` included, after it ran (or failed). */
  readonly onQuery?: ((sql: string) => void) | undefined;
}

function queryLog(options: DatabaseOptions): { log?: (event: LogEvent) => void } {
  const { onQuery } = options;
  return onQuery
    ? {
        log: (event) => {
          onQuery(event.query.sql);
        },
      }
    : {};
}

/**
 * The database (and its WAL, which SQLite creates with the database file's mode) holds every secret of the
 * instance: readable by the server's user only, like the key file. An older install's files are made so too.
 */
function makeSqliteFilesPrivate(filePath: string): void {
  mkdirSync(path.dirname(filePath), { recursive: true, mode: 0o700 });
  closeSync(openSync(filePath, 'a', 0o600));
  for (const file of [filePath, `${filePath}-wal`, `${filePath}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

function openSqlite(filePath: string, options: DatabaseOptions): Db {
  makeSqliteFilesPrivate(filePath);
  const database = new SqliteDatabase(filePath);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
    ...queryLog(options),
  });
}

const SAFE_SCHEMA = /^[a-z_][a-z0-9_]*$/;

async function ensurePostgresSchema(config: DatabaseConfig['postgres']): Promise<void> {
  if (!config.schema) return;
  if (!SAFE_SCHEMA.test(config.schema)) {
    throw new Error(
      `DATABASE_SCHEMA must be lower-case letters, digits and underscores, got "${config.schema}"`,
    );
  }
  const client = new pg.Client(postgresConnection(config));
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${config.schema}"`);
  } finally {
    await client.end();
  }
}

function postgresConnection(config: DatabaseConfig['postgres']): pg.ClientConfig {
  const base: pg.ClientConfig = config.connectionString
    ? { connectionString: config.connectionString }
    : {
        host: config.host,
        port: config.port,
        database: config.database,
        user: config.user,
        password: config.password,
      };
  return { ...base, ssl: config.ssl ? { rejectUnauthorized: false } : undefined };
}

async function openPostgres(config: DatabaseConfig['postgres'], options: DatabaseOptions): Promise<Db> {
  await ensurePostgresSchema(config);
  const pool = new pg.Pool({
    ...postgresConnection(config),
    max: config.poolMax,
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
  });
  return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), ...queryLog(options) });
}

/** Opens the configured database. The caller owns it and must `destroy()` it. */
export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<Db> {
  const db =
    config.type === 'postgres'
      ? await openPostgres(config.postgres, options)
      : openSqlite(config.sqlitePath, options);
  await sql`select 1`.execute(db);
  return db;
}
