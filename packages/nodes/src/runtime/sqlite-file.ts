import { ChatflowInputError } from './chatflow-component.ts';
import type { SqliteFileAccess } from './sqlite-file-port.ts';

/**
 * The path to open for `typed`: the server's resolved path, or `typed` itself where the server offers no SQLite
 * file access (tests, tools). A refusal becomes a ChatflowInputError with the server's words.
 */
export async function sqliteFileOf(
  access: SqliteFileAccess | undefined,
  typed: string,
  what: string,
): Promise<string> {
  if (!access) return typed;
  try {
    return await access.admit(typed, what);
  } catch (error) {
    throw new ChatflowInputError(error instanceof Error ? error.message : String(error));
  }
}
