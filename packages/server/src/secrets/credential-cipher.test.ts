import { describe, expect, it } from 'vitest';
import { CredentialCipher, CredentialDecryptError } from './credential-cipher.ts';

describe('CredentialCipher (AES-256-GCM)', () => {
  const cipher = new CredentialCipher('a key that is long enough to use');
  const data = { openAIApiKey: 'sk-planted-secret-123', port: 6379, tls: true };

  it('round-trips data and never stores the plain text', () => {
    const stored = cipher.encrypt(data, 'ws-1/cred-1');
    expect(stored).not.toContain('sk-planted');
    expect(stored.startsWith(`lf1.${cipher.keyId}.`)).toBe(true);
    expect(cipher.decrypt(stored, 'ws-1/cred-1')).toEqual(data);
    expect(cipher.encrypt(data, 'ws-1/cred-1')).not.toBe(stored);
  });

  it('refuses data moved to another credential, altered, or written under another key', () => {
    const stored = cipher.encrypt(data, 'ws-1/cred-1');
    expect(() => cipher.decrypt(stored, 'ws-2/cred-1')).toThrow(CredentialDecryptError);
    const parts = stored.split('.');
    // Change the first character of the cipher text (to one it is not: 'A' may already be there).
    const cipherText = parts[4]!;
    parts[4] = `${cipherText.startsWith('A') ? 'B' : 'A'}${cipherText.slice(1)}`;
    expect(() => cipher.decrypt(parts.join('.'), 'ws-1/cred-1')).toThrow(/integrity/);
    const other = new CredentialCipher('another key that is long enough');
    expect(() => other.decrypt(stored, 'ws-1/cred-1')).toThrow(/another key/);
    expect(() => cipher.decrypt('garbage', 'ws-1/cred-1')).toThrow(/known format/);
  });
});
