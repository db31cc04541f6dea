import { readFileSync } from 'node:fs';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { rotateCredentialKey } from './credential-key-rotation.ts';

/** The new key: `--new-key-file <path>`, else LOOMFLOW_NEW_SECRETKEY, else (key file setups) a random one. */
function newKeyFromArguments(args: readonly string[]): string | undefined {
  const index = args.indexOf('--new-key-file');
  if (index >= 0) {
    const file = args[index + 1];
    if (!file) throw new Error('--new-key-file needs a path');
    return readFileSync(file, 'utf8').trim();
  }
  return process.env.LOOMFLOW_NEW_SECRETKEY?.trim() || undefined;
}

/**
 * `loomflow rotate-secret-key`: re-encrypts every credential under a new key, all or nothing. Stop every server
 * of the installation first; start them again with the new key.
 */
export async function rotateSecretKeyCommand(args: readonly string[]): Promise<void> {
  const config = loadConfig();
  const newKey = newKeyFromArguments(args);
  const db = await openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const result = await rotateCredentialKey(db, config.secretKey, newKey);
    const lines = [
      `Re-encrypted ${result.credentials} credential(s): key ${result.oldKeyId} → ${result.newKeyId}.`,
      result.keyFile
        ? `New key written to ${result.keyFile}; the old one is kept in ${result.previousKeyFile ?? ''} ` +
          '(delete it once your backups no longer need it).'
        : 'Set LOOMFLOW_SECRETKEY to the new key on every server before starting them again.',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await db.destroy();
  }
}
