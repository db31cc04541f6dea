import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PlatformType } from '@loomflow/core';
import type { SqliteFileAccess } from '@loomflow/nodes/runtime';
import type { ServerOwnFiles } from './server-own-files.ts';

export interface SqliteFileRules {
  readonly platform: PlatformType;
  /** Never opened, through any path or link. */
  readonly serverFiles: ServerOwnFiles;
  /** `SQL_DATABASE_DIRS`: when any is listed, files are opened only inside them (enterprise: required). */
  readonly allowedDirs: readonly string[];
}

const SERVER_FILE =
  "is one of the server's own files (its data directory, database, key file, file storage or logs): point the node at a SQLite database file of your own";

function isWithin(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return (
    relative === '' ||
    (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative))
  );
}

/** The path with its links resolved, or as written where it does not exist (yet). */
async function real(target: string): Promise<string> {
  return realpath(target).catch(() => path.resolve(target));
}

/** The device and inode of `target`, which name a file however it is reached (links, bind mounts); undefined when absent. */
async function identity(target: string): Promise<string | undefined> {
  const found = await stat(target).catch(() => undefined);
  return found && `${String(found.dev)}:${String(found.ino)}`;
}

function ancestors(file: string): string[] {
  const chain: string[] = [];
  for (let current = file; ; current = path.dirname(current)) {
    chain.push(current);
    if (path.dirname(current) === current) return chain;
  }
}

/** Whether the resolved `file` is, or lies inside, one of the server's own files, by path or by identity. */
async function isServerFile(file: string, own: ServerOwnFiles): Promise<boolean> {
  const directories = await Promise.all(own.directories.map(real));
  const files = await Promise.all(own.files.map(real));
  if (files.includes(file) || directories.some((directory) => isWithin(file, directory))) return true;
  const protectedIds = new Set(
    (await Promise.all([...own.directories, ...own.files].map(identity))).filter((id) => id !== undefined),
  );
  const seen = await Promise.all(ancestors(file).map(identity));
  return seen.some((id) => id !== undefined && protectedIds.has(id));
}

function describeError(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'does not exist: check the path';
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be read by the server: check its permissions';
  return `cannot be opened: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The node runtime's `sqliteFiles` port: which SQLite file a Sql Database Chain may open. Cloud opens none; the
 * server's own files are never opened, whatever the link or path that leads to them; with `SQL_DATABASE_DIRS`
 * (required on enterprise) only files inside those directories are. The file opened is the resolved one checked.
 */
export function sqliteFileAccess(rules: SqliteFileRules): SqliteFileAccess {
  return {
    async admit(typed, what) {
      // The path leads the message: where the server hides its paths from users, it still reads as a sentence.
      const file = `${what}: "${typed}"`;
      if (rules.platform === 'cloud')
        throw new Error(
          `${file} cannot be opened: SQLite files are not available on Loomflow Cloud: use a PostgreSQL database`,
        );
      if (rules.platform === 'enterprise' && rules.allowedDirs.length === 0)
        throw new Error(
          `${file} cannot be opened: SQLite files are opened only inside the directories an administrator lists in SQL_DATABASE_DIRS, and none is listed: ask them to list the directory that holds it, or use a PostgreSQL database`,
        );
      const outside = `${file} is outside the directories an administrator listed in SQL_DATABASE_DIRS, where SQLite files are opened: move it into one of them, or ask them to list its directory`;
      const allowedDirs = await Promise.all(rules.allowedDirs.map(real));
      const isAllowed = (candidate: string) =>
        rules.allowedDirs.length === 0 ||
        [...rules.allowedDirs, ...allowedDirs].some((directory) => isWithin(candidate, directory));
      // Checked as written first, so nothing outside the listed directories is even looked at.
      if (!isAllowed(path.resolve(typed))) throw new Error(outside);
      let resolved: string;
      try {
        resolved = await realpath(typed);
      } catch (error) {
        throw new Error(`${file} ${describeError(error)}`);
      }
      if (await isServerFile(resolved, rules.serverFiles)) throw new Error(`${file} ${SERVER_FILE}`);
      if (!allowedDirs.some((directory) => isWithin(resolved, directory)) && rules.allowedDirs.length > 0)
        throw new Error(outside);
      const found = await stat(resolved).catch((error: unknown) => {
        throw new Error(`${file} ${describeError(error)}`);
      });
      if (!found.isFile()) throw new Error(`${file} is not a file: enter the path of a SQLite database file`);
      return resolved;
    },
  };
}
