import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { LicensePayload } from '@loomflow/core';
import { signLicense } from '@loomflow/server';

export interface LicenseKeys {
  readonly privateKey: KeyObject;
  /** PEM, for `LICENSE_PUBLIC_KEY`. */
  readonly publicKeyPem: string;
}

/** A vendor key pair of the tests' own: nothing signed with it verifies against the real vendor key. */
export function createLicenseKeys(): LicenseKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Signs a license (valid for a year, 100 seats, unless told otherwise). */
export function issueTestLicense(keys: LicenseKeys, overrides: Partial<LicensePayload> = {}): string {
  return signLicense(
    {
      licenseId: `test-${Date.now()}`,
      licensee: 'Test Customer',
      issuedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + YEAR_MS).toISOString(),
      seats: 100,
      features: [],
      ...overrides,
    },
    keys.privateKey,
  );
}

/** Environment variables that give an enterprise server a valid license (for test servers and e2e). */
export function testLicenseEnv(overrides: Partial<LicensePayload> = {}): Record<string, string> {
  const keys = createLicenseKeys();
  return { LICENSE_PUBLIC_KEY: keys.publicKeyPem, LOOMFLOW_LICENSE: issueTestLicense(keys, overrides) };
}
