import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from './database.ts';

const directories: string[] = [];

function tempDataDir(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'loomflow-sqlite-mode-'));
  directories.push(directory);
  return path.join(directory, 'data');
}

/** Permission bits other users get (group and others): none for the database and its WAL. */
const othersBits = (file: string) => statSync(file).mode & 0o077;

async function writeOnce(dataDir: string): Promise<string> {
  const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }).database);
  await sql`create table if not exists probe (value text)`.execute(db);
  await sql`insert into probe values ('secret')`.execute(db);
  const file = path.join(dataDir, 'database.sqlite');
  // While the database is open its WAL and shared-memory files exist beside it.
  expect(existsSync(`${file}-wal`)).toBe(true);
  for (const part of [file, `${file}-wal`, `${file}-shm`]) expect(othersBits(part), part).toBe(0);
  await db.destroy();
  return file;
}

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('the SQLite database file', () => {
  it('is created readable by the server’s user only, with its WAL, like the key file', async () => {
    const dataDir = tempDataDir();
    await writeOnce(dataDir);
    expect(statSync(dataDir).mode & 0o077).toBe(0);
  });

  it('of an older install (0644) is made private when the server opens it', async () => {
    const dataDir = tempDataDir();
    const file = await writeOnce(dataDir);
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, '', { mode: 0o644 });
    chmodSync(`${file}-wal`, 0o644);
    await writeOnce(dataDir);
  });
});
