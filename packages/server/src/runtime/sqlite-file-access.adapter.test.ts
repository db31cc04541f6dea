import { linkSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { serverOwnFiles } from './server-own-files.ts';
import { sqliteFileAccess, type SqliteFileRules } from './sqlite-file-access.adapter.ts';

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'loomflow-sqlite-files-')));
const at = (...parts: string[]) => path.join(root, ...parts);
for (const directory of ['data', 'keys', 'blobs', 'logs', 'mine', 'allowed', 'elsewhere'])
  mkdirSync(at(directory));
for (const file of [
  'data/database.sqlite',
  'data/database.sqlite-wal',
  'keys/encryption.key',
  'blobs/upload.db',
  'logs/server.log',
  'mine/shop.db',
  'allowed/shop.db',
  'elsewhere/other.db',
])
  writeFileSync(at(file), 'x');
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The server's files as a configuration with every location set apart from DATA_DIR. */
const config = loadConfig({
  DATA_DIR: at('data'),
  SECRETKEY_PATH: at('keys', 'encryption.key'),
  BLOB_STORAGE_PATH: at('blobs'),
  LOG_PATH: at('logs'),
});

function access(platform: SqliteFileRules['platform'], allowedDirs: readonly string[] = []) {
  return sqliteFileAccess({ platform, serverFiles: serverOwnFiles(config), allowedDirs });
}

const admit = (rules: ReturnType<typeof access>, typed: string) => rules.admit(typed, 'Sql Database Chain');
const OWN = "is one of the server's own files";

describe('which SQLite files a flow may open, open source', () => {
  const openSource = access('open source');

  it("refuses the server's database, its WAL, key file, file storage and logs, wherever they are configured", async () => {
    for (const file of [
      'data/database.sqlite',
      'data/database.sqlite-wal',
      'keys/encryption.key',
      'blobs/upload.db',
      'logs/server.log',
    ])
      await expect(admit(openSource, at(file))).rejects.toThrow(`Sql Database Chain: "${at(file)}" ${OWN}`);
  });

  it('refuses links, hard links and climbing paths that lead to them', async () => {
    symlinkSync(at('data', 'database.sqlite'), at('mine', 'link.db'));
    symlinkSync(at('data'), at('mine', 'data-dir'));
    linkSync(at('data', 'database.sqlite'), at('elsewhere', 'hard.db'));
    for (const typed of [
      at('mine', 'link.db'),
      at('mine', 'data-dir', 'database.sqlite'),
      at('elsewhere', 'hard.db'),
      `${at('mine')}/../data/./database.sqlite`,
    ])
      await expect(admit(openSource, typed)).rejects.toThrow(OWN);
  });

  it("opens the user's own file at its real path (a link to it opens the file it leads to)", async () => {
    await expect(admit(openSource, at('mine', 'shop.db'))).resolves.toBe(at('mine', 'shop.db'));
    symlinkSync(at('mine', 'shop.db'), at('elsewhere', 'shop-link.db'));
    await expect(admit(openSource, at('elsewhere', 'shop-link.db'))).resolves.toBe(at('mine', 'shop.db'));
  });

  it('says what is wrong with a missing path or a directory', async () => {
    await expect(admit(openSource, at('mine', 'none.db'))).rejects.toThrow('does not exist: check the path');
    await expect(admit(openSource, at('mine'))).rejects.toThrow('is not a file');
  });
});

describe('which SQLite files a flow may open, with SQL_DATABASE_DIRS', () => {
  it('open source with the setting: only inside the listed directories, not through a link out of them', async () => {
    const listed = access('open source', [at('allowed')]);
    await expect(admit(listed, at('allowed', 'shop.db'))).resolves.toBe(at('allowed', 'shop.db'));
    await expect(admit(listed, at('mine', 'shop.db'))).rejects.toThrow(
      'is outside the directories an administrator listed in SQL_DATABASE_DIRS',
    );
    await expect(admit(listed, `${at('allowed')}/../mine/shop.db`)).rejects.toThrow('SQL_DATABASE_DIRS');
    symlinkSync(at('mine', 'shop.db'), at('allowed', 'out.db'));
    await expect(admit(listed, at('allowed', 'out.db'))).rejects.toThrow('SQL_DATABASE_DIRS');
  });

  it('enterprise without the setting refuses every file, naming the setting', async () => {
    await expect(admit(access('enterprise'), at('mine', 'shop.db'))).rejects.toThrow(
      'SQLite files are opened only inside the directories an administrator lists in SQL_DATABASE_DIRS, and none is listed',
    );
  });

  it('enterprise with the setting opens files inside it, never the server database even if DATA_DIR is listed', async () => {
    const enterprise = access('enterprise', [at('allowed'), at('data')]);
    await expect(admit(enterprise, at('allowed', 'shop.db'))).resolves.toBe(at('allowed', 'shop.db'));
    await expect(admit(enterprise, at('data', 'database.sqlite'))).rejects.toThrow(OWN);
  });

  it('cloud refuses every SQLite file: use PostgreSQL', async () => {
    for (const typed of [at('mine', 'shop.db'), at('data', 'database.sqlite')])
      await expect(admit(access('cloud', [at('mine')]), typed)).rejects.toThrow(
        `Sql Database Chain: "${typed}" cannot be opened: SQLite files are not available on Loomflow Cloud: use a PostgreSQL database`,
      );
  });
});

describe('SQL_DATABASE_DIRS', () => {
  it('lists absolute directories, separated by commas', () => {
    expect(loadConfig({ SQL_DATABASE_DIRS: ' /srv/a , /srv/b/ ' }).sqlDatabaseFiles.allowedDirs).toEqual([
      '/srv/a',
      '/srv/b',
    ]);
    expect(loadConfig({}).sqlDatabaseFiles.allowedDirs).toEqual([]);
  });

  it('refuses a relative directory at start, saying how to write it', () => {
    expect(() => loadConfig({ SQL_DATABASE_DIRS: 'data/sqlite' })).toThrow(
      'SQL_DATABASE_DIRS must list absolute directory paths separated by commas, got "data/sqlite"',
    );
  });
});
