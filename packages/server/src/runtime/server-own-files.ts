import path from 'node:path';
import type { AppConfig } from '../config/config.ts';

/** Paths a flow must never open: the server's directories (and all inside them) and its single files. */
export interface ServerOwnFiles {
  readonly directories: readonly string[];
  readonly files: readonly string[];
}

/** SQLite keeps a database's recent writes and locks beside it, in files that read back as its rows. */
const SQLITE_COMPANIONS = ['', '-wal', '-shm', '-journal'];

/**
 * The server's own files under `config`: the data directory (DATA_DIR), the SQLite database (DATABASE_PATH) with
 * its companions, the credentials' key file (SECRETKEY_PATH), the license file (LICENSE_PATH), local file storage
 * (BLOB_STORAGE_PATH) and the log files (LOG_PATH), wherever each is configured.
 */
export function serverOwnFiles(
  config: Pick<AppConfig, 'dataDir' | 'database' | 'secretKey' | 'license' | 'storage' | 'logFiles'>,
): ServerOwnFiles {
  const directories = [config.dataDir];
  if (config.storage?.type === 'local') directories.push(config.storage.path);
  if (config.logFiles) directories.push(config.logFiles.path);
  return {
    directories: directories.map((directory) => path.resolve(directory)),
    files: [
      ...SQLITE_COMPANIONS.map((suffix) => path.resolve(config.database.sqlitePath + suffix)),
      path.resolve(config.secretKey.filePath),
      path.resolve(config.license.filePath),
    ],
  };
}
