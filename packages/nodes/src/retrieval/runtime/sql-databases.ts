import Database from 'better-sqlite3';
import pg from 'pg';
import { ChatflowInputError } from '../../runtime/chatflow-component.ts';
import type { TcpTarget } from '../../runtime/outbound-port.ts';
import { parsePostgresConnectionString } from './postgres-connection-string.ts';

/** A database the Sql Database Chain reads. */
export interface SqlDatabase {
  readonly dialect: 'sqlite' | 'postgres';
  /** The tables' CREATE statements (or columns) and some sample rows, for the model. */
  tableInfo(
    tables: { include: readonly string[]; ignore: readonly string[] },
    sampleRows: number,
  ): Promise<string>;
  /** Runs one read-only statement; refuses anything that writes. */
  read(sql: string): Promise<readonly Record<string, unknown>[]>;
  close(): Promise<void>;
}

function chosen(names: readonly string[], tables: { include: readonly string[]; ignore: readonly string[] }) {
  const lower = (list: readonly string[]) => new Set(list.map((name) => name.toLowerCase()));
  const include = lower(tables.include);
  const ignore = lower(tables.ignore);
  return names.filter(
    (name) => (include.size === 0 || include.has(name.toLowerCase())) && !ignore.has(name.toLowerCase()),
  );
}

function refused(sql: string, error: unknown): ChatflowInputError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ChatflowInputError(`refused to run "${sql}": only read-only statements are allowed (${reason})`);
}

export function openSqlite(path: string): SqlDatabase {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new ChatflowInputError(
      `cannot open the SQLite file "${path}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return {
    dialect: 'sqlite',
    tableInfo(tables, sampleRows) {
      const rows = db
        .prepare<[], { name: string; sql: string }>(
          "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all();
      const names = chosen(
        rows.map((row) => row.name),
        tables,
      );
      return Promise.resolve(
        names
          .map((name) => {
            const create = rows.find((row) => row.name === name)?.sql ?? '';
            if (sampleRows <= 0) return create;
            const sample = db.prepare(`SELECT * FROM ${quote(name)} LIMIT ${String(sampleRows)}`).all();
            return `${create}\n/* ${String(sample.length)} rows from ${name}:\n${JSON.stringify(sample)}\n*/`;
          })
          .join('\n\n'),
      );
    },
    read(sql) {
      const statement = db.prepare<[], Record<string, unknown>>(sql);
      if (!statement.readonly) return Promise.reject(refused(sql, new Error('the statement writes')));
      if (!statement.reader) return Promise.resolve([]);
      return Promise.resolve(statement.all());
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}

/** Where the chain may connect for `host`: the checked address (pinned), or undefined to connect as written. */
export type PinHost = (host: string) => Promise<TcpTarget | undefined>;

/** The client settings for a connection string, connecting to the address `pin` checked (TLS keeps the name). */
async function clientConfig(url: string, pin: PinHost): Promise<pg.ClientConfig> {
  const settings = parsePostgresConnectionString(url);
  const target = await pin(settings.host);
  const servername = target ? target.servername : settings.host;
  return {
    host: target?.address ?? settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    // A function, so an empty password stays empty instead of pg's fallback to the server's PGPASSWORD.
    password: () => settings.password,
    ssl: settings.tls ? (servername === undefined ? true : { servername }) : false,
    connectionTimeoutMillis: 10_000,
    ...(settings.options === undefined ? {} : { options: settings.options }),
    ...(settings.applicationName === undefined ? {} : { application_name: settings.applicationName }),
  };
}

/**
 * A PostgreSQL database from its connection string (parsed by `parsePostgresConnectionString`: nothing falls back
 * to the server's environment), connected lazily to the address `pin` admits.
 */
export function openPostgres(url: string, pin: PinHost): SqlDatabase {
  let client: pg.Client | undefined;
  let connected: Promise<pg.Client> | undefined;
  let statements = 0;
  const open = async (): Promise<pg.Client> => {
    client = new pg.Client(await clientConfig(url, pin));
    await client.connect();
    return client;
  };
  const connect = () => (connected ??= open());
  return {
    dialect: 'postgres',
    async tableInfo(tables, sampleRows) {
      const client = await connect();
      const result = await client.query<{ table_name: string; columns: string }>(
        `SELECT table_name, string_agg(column_name || ' ' || data_type, ', ' ORDER BY ordinal_position) AS columns
         FROM information_schema.columns WHERE table_schema = current_schema() GROUP BY table_name ORDER BY table_name`,
      );
      const names = chosen(
        result.rows.map((row) => row.table_name),
        tables,
      );
      const parts: string[] = [];
      for (const name of names) {
        const columns = result.rows.find((row) => row.table_name === name)?.columns ?? '';
        let part = `CREATE TABLE ${name} (${columns})`;
        if (sampleRows > 0) {
          const sample = await client.query(
            `SELECT * FROM ${client.escapeIdentifier(name)} LIMIT ${String(sampleRows)}`,
          );
          part += `\n/* ${String(sample.rows.length)} rows from ${name}:\n${JSON.stringify(sample.rows)}\n*/`;
        }
        parts.push(part);
      }
      return parts.join('\n\n');
    },
    async read(sql) {
      const client = await connect();
      await client.query('BEGIN TRANSACTION READ ONLY');
      try {
        // A named (prepared) statement goes through the extended protocol, which runs exactly one statement.
        statements += 1;
        const result = await client.query<Record<string, unknown>>({
          name: `loomflow_sql_${String(statements)}`,
          text: sql,
        });
        return result.rows;
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === '25006') throw refused(sql, error);
        throw error;
      } finally {
        await client.query('ROLLBACK');
      }
    },
    async close() {
      if (client) await client.end().catch(() => undefined);
    },
  };
}
