/**
 * The server's word on which SQLite files a flow may open (the Sql Database Chain): never the server's own files
 * (its data directory, database, key file, file storage, logs), and only where the platform and the operator's
 * `SQL_DATABASE_DIRS` allow. Absent in tests and tools: the node then opens the path as typed.
 */
export interface SqliteFileAccess {
  /**
   * The real path to open for the `typed` one (symlinks resolved, so the file opened is the file checked).
   * Rejects with what is wrong and what would admit the file, prefixed by `what` (the node, e.g. "Sql Database
   * Chain").
   */
  admit(typed: string, what: string): Promise<string>;
}
