import { generateKeyPairSync } from 'node:crypto';
import type { LicensePayload } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { parsePublicKey, signLicense, verifyLicenseText } from './license-token.ts';
import { VENDOR_LICENSE_PUBLIC_KEY } from './vendor-public-key.ts';

const payload: LicensePayload = {
  licenseId: 'lic-1',
  licensee: 'Acme',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  seats: 5,
  features: ['feat:sso-config'],
};

describe('license text', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');

  it('round-trips a signed payload', () => {
    const text = signLicense(payload, privateKey);
    expect(text).toMatch(/^LF1\.[\w-]+\.[\w-]+$/);
    expect(verifyLicenseText(`  ${text}\n`, publicKey)).toEqual({ ok: true, payload });
  });

  it('refuses another key, altered content, malformed text and incomplete content', () => {
    const text = signLicense(payload, privateKey);
    expect(verifyLicenseText(text, parsePublicKey(VENDOR_LICENSE_PUBLIC_KEY))).toMatchObject({ ok: false });
    const [format, , signature] = text.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, seats: 500 })).toString('base64url');
    expect(verifyLicenseText(`${format}.${forged}.${signature}`, publicKey)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('signature'),
    });
    expect(verifyLicenseText('not a license', publicKey)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('LF1'),
    });
    const { seats: _seats, ...withoutSeats } = payload;
    const incomplete = signLicense({ ...withoutSeats, seats: 0 }, privateKey);
    expect(verifyLicenseText(incomplete, publicKey)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('incomplete'),
    });
  });

  it('reads public keys as PEM, PEM with escaped newlines, or base64 DER', () => {
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const text = signLicense(payload, privateKey);
    for (const form of [pem, pem.replace(/\n/g, '\\n'), der]) {
      expect(verifyLicenseText(text, parsePublicKey(form)).ok).toBe(true);
    }
  });
});
