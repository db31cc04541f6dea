import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, so keep the recent ones by SQL text.
 * Kysely's queries are parameterised, so the cache holds one entry per query shape, not per value.
 */
export function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string): SqliteStatement => {
      let statement = statements.get(sql);
      // A statement still iterating (a streamed query) cannot run twice at once: give this caller its own.
      if (statement?.busy) return database.prepare(sql);
      if (statement) {
        // Refresh its position so the least recently used shape is evicted first.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
