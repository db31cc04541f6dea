import type { Db } from '../db/database.ts';
import type { CredentialCipher } from './credential-cipher.ts';
import { ssoSecretContext } from './encryption-contexts.ts';

/** Re-encrypts the stored SSO client secrets under a new key (part of `rotate-secret-key`'s transaction). */
export async function reencryptSsoSecrets(
  trx: Db,
  oldCipher: CredentialCipher,
  newCipher: CredentialCipher,
): Promise<number> {
  const rows = await trx
    .selectFrom('sso_config')
    .select(['provider', 'clientSecret'])
    .where('clientSecret', 'is not', null)
    .execute();
  for (const row of rows) {
    if (row.clientSecret === null) continue;
    const context = ssoSecretContext(row.provider);
    const data = oldCipher.decrypt(row.clientSecret, context);
    await trx
      .updateTable('sso_config')
      .set({ clientSecret: newCipher.encrypt(data, context) })
      .where('provider', '=', row.provider)
      .execute();
  }
  return rows.length;
}
