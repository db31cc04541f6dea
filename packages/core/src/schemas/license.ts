import { z } from 'zod';

/** Where the web app sends people when an enterprise install has no valid license. */
export const LICENSE_EXPIRED_PATH = '/license-expired';

/**
 * The state of an enterprise license: `valid`, `expired` (signed by the vendor but past `expiresAt`),
 * `invalid` (bad signature, malformed, or for another organization) or `missing`.
 */
export const LICENSE_STATUSES = ['valid', 'expired', 'invalid', 'missing'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** What `GET /settings` (enterprise) and `GET /license` report. */
export const licenseStateSchema = z.object({
  status: z.enum(LICENSE_STATUSES),
  /** A sentence for the person reading it (why the license is not valid, or whose it is). */
  message: z.string(),
  licensee: z.string().optional(),
  expiresAt: z.string().optional(),
  seats: z.number().int().optional(),
});
export type LicenseState = z.infer<typeof licenseStateSchema>;

/**
 * The signed content of a license file. A license file is `LF1.<base64url(JSON of this)>.<base64url(Ed25519
 * signature of that JSON text)>`; it is verified offline against the vendor's public key.
 */
export const licensePayloadSchema = z.object({
  licenseId: z.string().min(1),
  licensee: z.string().min(1),
  /** When set, the license is valid only for this organization. */
  organizationId: z.string().min(1).optional(),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** How many people (active and invited) the organization may hold. */
  seats: z.number().int().positive(),
  features: z.array(z.string()).default([]),
});
export type LicensePayload = z.infer<typeof licensePayloadSchema>;

/** `POST /license` (organization admin, enterprise): installs a license file's text. */
export const installLicenseRequestSchema = z.object({
  license: z.string().trim().min(1, 'Paste the license text').max(20_000, 'This is not a license file'),
});
export type InstallLicenseRequest = z.infer<typeof installLicenseRequestSchema>;
