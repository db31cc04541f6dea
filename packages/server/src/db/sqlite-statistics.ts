import { SqliteAdapter, sql } from 'kysely';
import type { Db } from './database.ts';

/** How often a running server lets SQLite refresh the planner's statistics (SQLite suggests every few hours). */
export const SQLITE_OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000;

function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Statistics (`sqlite_stat1`) for every table and index that lacks them or grew much since they were gathered, so
 * the planner weighs indexes by what they hold (chat history reads its session index, not the flow-wide one).
 * SQLite bounds the work (`PRAGMA optimize` samples large tables): milliseconds, not a full ANALYZE. Run once the
 * migrations are applied, so indexes they add are measured. Nothing on PostgreSQL (its autovacuum analyses).
 */
export async function gatherSqliteStatistics(db: Db): Promise<void> {
  if (!isSqlite(db)) return;
  // 0x10002: every table, not only those this connection has queried yet.
  await sql`PRAGMA optimize=0x10002`.execute(db);
}

export interface SqliteStatistics {
  /** Stops the refreshes and lets SQLite record what this connection learned (before the database closes). */
  stop(): Promise<void>;
}

/** Gathers statistics now, then refreshes them hourly and once more at close, as SQLite advises for long-lived connections. */
export async function keepSqliteStatisticsCurrent(
  db: Db,
  onError: (error: unknown) => void,
): Promise<SqliteStatistics> {
  if (!isSqlite(db)) return { stop: () => Promise.resolve() };
  await gatherSqliteStatistics(db);
  const optimize = () => sql`PRAGMA optimize`.execute(db).then(() => undefined, onError);
  const timer = setInterval(() => void optimize(), SQLITE_OPTIMIZE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await optimize();
    },
  };
}
