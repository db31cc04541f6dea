import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { CredentialData } from '@loomflow/core';
import { credentialDataSchema } from '@loomflow/core';

const FORMAT = 'lf1';
const IV_BYTES = 12;

/** Raised when stored data cannot be decrypted with this key (another key, or tampering). */
export class CredentialDecryptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialDecryptError';
  }
}

/**
 * AES-256-GCM for credential data. The AES key is derived (HKDF-SHA256) from the key material; each value gets a
 * fresh IV and is bound to its credential (`context`) so encrypted data cannot be moved to another row. The
 * stored text is `lf1.<keyId>.<iv>.<tag>.<ciphertext>`; `keyId` tells which key wrote it.
 */
export class CredentialCipher {
  readonly keyId: string;
  private readonly key: Buffer;

  constructor(material: string) {
    this.key = Buffer.from(hkdfSync('sha256', material, 'loomflow', 'credential-encryption', 32));
    this.keyId = createHmac('sha256', this.key).update('key-id').digest('hex').slice(0, 12);
  }

  encrypt(data: CredentialData, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return [FORMAT, this.keyId, ...parts].join('.');
  }

  decrypt(stored: string, context: string): CredentialData {
    const [format, keyId, iv, tag, body] = stored.split('.');
    if (format !== FORMAT || !keyId || !iv || !tag || body === undefined)
      throw new CredentialDecryptError('Stored credential data is not in a known format');
    if (keyId !== this.keyId)
      throw new CredentialDecryptError(
        `Credential data was encrypted with another key (id ${keyId}; this server's key is ${this.keyId})`,
      );
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return credentialDataSchema.parse(JSON.parse(text));
    } catch {
      throw new CredentialDecryptError('Credential data failed its integrity check: it was altered or moved');
    }
  }

  /** The key id written into `stored`, without decrypting. */
  static keyIdOf(stored: string): string | undefined {
    return stored.split('.')[1];
  }
}
