import type { Db } from '../db/database.ts';
import { CredentialCipher } from './credential-cipher.ts';
import { loadEncryptionKey } from './encryption-key.ts';
import type { SecretKeyConfig } from '../config/runtime-safety-config.ts';

/** The instance setting naming the key that encrypted the stored credentials. */
export const CREDENTIAL_KEY_SETTING = 'credentials.keyId';

export interface CredentialKey {
  readonly cipher: CredentialCipher;
  readonly warnings: readonly string[];
}

/** Secrets stored under the key: credentials and single sign-on client secrets. */
async function countEncryptedSecrets(db: Db): Promise<number> {
  const credentials = await db
    .selectFrom('credential')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const ssoSecrets = await db
    .selectFrom('sso_config')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('clientSecret', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(credentials.count) + Number(ssoSecrets.count);
}

/**
 * Loads the key and checks it is the one the database's credentials were encrypted with: a server started with
 * another key (a second server without the shared key, a lost key file) refuses to start rather than writing
 * credentials no other server can read.
 */
export async function openCredentialKey(db: Db, config: SecretKeyConfig): Promise<CredentialKey> {
  const key = loadEncryptionKey(config);
  const cipher = new CredentialCipher(key.material);
  const stored = await db
    .selectFrom('instance_setting')
    .select('value')
    .where('key', '=', CREDENTIAL_KEY_SETTING)
    .executeTakeFirst();
  if (stored?.value !== cipher.keyId) {
    if (stored && (await countEncryptedSecrets(db)) > 0) {
      const where =
        key.source === 'environment' ? 'LOOMFLOW_SECRETKEY' : `the key file ${key.filePath ?? ''}`;
      throw new Error(
        `The credentials and SSO secrets in this database were encrypted with another key (id ${stored.value}) than ${where} ` +
          `(id ${cipher.keyId}). Start with the original key (LOOMFLOW_SECRETKEY or SECRETKEY_PATH); ` +
          'every server of one installation needs the same key.',
      );
    }
    await db
      .insertInto('instance_setting')
      .values({ key: CREDENTIAL_KEY_SETTING, value: cipher.keyId })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: cipher.keyId }))
      .execute();
  }
  return { cipher, warnings: key.warnings };
}
