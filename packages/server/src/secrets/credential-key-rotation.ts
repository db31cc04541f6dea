import { existsSync, renameSync, rmSync } from 'node:fs';
import type { Db } from '../db/database.ts';
import type { SecretKeyConfig } from '../config/runtime-safety-config.ts';
import { CredentialCipher } from './credential-cipher.ts';
import { CREDENTIAL_KEY_SETTING } from './credential-key.ts';
import { credentialContext } from './encryption-contexts.ts';
import { loadEncryptionKey, newKeyMaterial, writeKeyFile } from './encryption-key.ts';
import { reencryptSsoSecrets } from './sso-secret-rotation.ts';

export interface RotationResult {
  readonly credentials: number;
  readonly oldKeyId: string;
  readonly newKeyId: string;
  /** Where the new key was written (key file setups), and where the old one was kept. */
  readonly keyFile?: string;
  readonly previousKeyFile?: string;
}

/**
 * Re-encrypts every credential of every workspace under a new key in one transaction: if any credential cannot
 * be decrypted or written, nothing changes. With a key file, the new key replaces it only after the commit (the
 * old one is kept beside it as `.previous-<date>`); with LOOMFLOW_SECRETKEY, the new key must be given and the
 * operator sets it in the environment afterwards.
 */
export async function rotateCredentialKey(
  db: Db,
  config: SecretKeyConfig,
  newMaterial?: string,
): Promise<RotationResult> {
  const current = loadEncryptionKey(config);
  if (current.source === 'environment' && newMaterial === undefined)
    throw new Error('The key comes from LOOMFLOW_SECRETKEY: give the new key in LOOMFLOW_NEW_SECRETKEY');
  const material = newMaterial ?? newKeyMaterial();
  if (material.length < 16) throw new Error('The new key is too short: it needs at least 16 characters');
  const oldCipher = new CredentialCipher(current.material);
  const newCipher = new CredentialCipher(material);
  if (newCipher.keyId === oldCipher.keyId) throw new Error('The new key is the same as the current one');

  const staged = current.filePath ? `${current.filePath}.new` : undefined;
  if (staged) {
    rmSync(staged, { force: true });
    writeKeyFile(staged, material);
  }
  let count = 0;
  try {
    await db.transaction().execute(async (trx) => {
      // Rotation is the one operation across workspaces: each row is still written by workspace and id.
      const rows = await trx
        .selectFrom('credential')
        .select(['id', 'workspaceId', 'encryptedData'])
        .execute();
      for (const row of rows) {
        const context = credentialContext(row.workspaceId, row.id);
        const data = oldCipher.decrypt(row.encryptedData, context);
        await trx
          .updateTable('credential')
          .set({ encryptedData: newCipher.encrypt(data, context) })
          .where('workspaceId', '=', row.workspaceId)
          .where('id', '=', row.id)
          .execute();
      }
      // Single sign-on client secrets use the same key.
      await reencryptSsoSecrets(trx, oldCipher, newCipher);
      await trx
        .insertInto('instance_setting')
        .values({ key: CREDENTIAL_KEY_SETTING, value: newCipher.keyId })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: newCipher.keyId }))
        .execute();
      count = rows.length;
    });
  } catch (error) {
    if (staged) rmSync(staged, { force: true });
    throw error;
  }
  const result = { credentials: count, oldKeyId: oldCipher.keyId, newKeyId: newCipher.keyId };
  if (!current.filePath || !staged) return result;
  const previous = `${current.filePath}.previous-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  if (existsSync(current.filePath)) renameSync(current.filePath, previous);
  renameSync(staged, current.filePath);
  return { ...result, keyFile: current.filePath, previousKeyFile: previous };
}
