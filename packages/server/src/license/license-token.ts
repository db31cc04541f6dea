import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { licensePayloadSchema, type LicensePayload } from '@loomflow/core';

/** Version marker of the license text format: `LF1.<base64url(JSON)>.<base64url(Ed25519 signature)>`. */
export const LICENSE_FORMAT = 'LF1';

export type LicenseCheck =
  { readonly ok: true; readonly payload: LicensePayload } | { readonly ok: false; readonly reason: string };

/** Verifies a license offline against the vendor's public key; the signature covers `LF1.<payload>`. */
export function verifyLicenseText(text: string, publicKey: KeyObject): LicenseCheck {
  const parts = text.trim().split('.');
  const [format, body, signature] = parts;
  if (parts.length !== 3 || format !== LICENSE_FORMAT || !body || !signature) {
    return { ok: false, reason: 'this is not a Loomflow license (it should start with LF1.)' };
  }
  let signed = false;
  try {
    signed = verify(null, Buffer.from(`${format}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    signed = false;
  }
  if (!signed) {
    return { ok: false, reason: 'its signature does not match: it was altered or not issued by your vendor' };
  }
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'its content is not readable' };
  }
  const parsed = licensePayloadSchema.safeParse(content);
  if (!parsed.success) return { ok: false, reason: 'its content is incomplete' };
  return { ok: true, payload: parsed.data };
}

/** Issues a license (vendor side and tests): signs the payload with the Ed25519 private key. */
export function signLicense(payload: LicensePayload, privateKey: KeyObject | string): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = sign(null, Buffer.from(`${LICENSE_FORMAT}.${body}`), key).toString('base64url');
  return `${LICENSE_FORMAT}.${body}.${signature}`;
}

/** Reads a public key given as PEM (newlines may be written `\n`) or as base64 of its DER (SPKI) bytes. */
export function parsePublicKey(text: string): KeyObject {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  if (trimmed.startsWith('-----BEGIN')) return createPublicKey(trimmed);
  return createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
}
