import { z } from 'zod';
import { nameSchema } from './common.ts';

/**
 * Put in place of every secret field when one credential is read; sending it back in an edit keeps the stored
 * value. Flowise's exact marker, so scripts written against Flowise's API keep working.
 */
export const REDACTED_CREDENTIAL_VALUE = '_FLOWISE_BLANK_07167752-1a71-43b1-bf8f-4f32252165db';

/** Field kinds a credential form renders; `password` fields are the secret ones. */
export const CREDENTIAL_FIELD_TYPES = [
  'string',
  'password',
  'number',
  'boolean',
  'url',
  'json',
  'options',
] as const;
export type CredentialFieldType = (typeof CREDENTIAL_FIELD_TYPES)[number];

export const credentialFieldSchema = z.object({
  label: z.string(),
  name: z.string(),
  type: z.enum(CREDENTIAL_FIELD_TYPES),
  description: z.string().optional(),
  placeholder: z.string().optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  optional: z.boolean().optional(),
  /** The choices of an `options` field (Flowise's `{ label, name }`); the value stored is the name. */
  options: z.array(z.object({ label: z.string(), name: z.string() })).optional(),
});
export type CredentialField = z.infer<typeof credentialFieldSchema>;

/** One credential type (`GET /components-credentials`): Flowise's names, its fields, and an icon. */
export const credentialTypeSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string().optional(),
  /** An inline `data:image/svg+xml` URI: no network needed to show it. */
  icon: z.string(),
  inputs: z.array(credentialFieldSchema),
});
export type CredentialType = z.infer<typeof credentialTypeSchema>;
export const credentialTypeListSchema = z.array(credentialTypeSchema);

export function isSecretField(field: CredentialField): boolean {
  return field.type === 'password';
}

export const credentialValueSchema = z.union([z.string().max(100_000), z.number(), z.boolean()]);
export type CredentialValue = z.infer<typeof credentialValueSchema>;
export const credentialDataSchema = z.record(z.string().max(200), credentialValueSchema);
export type CredentialData = z.infer<typeof credentialDataSchema>;

/** A credential as lists show it: never any of its data. */
export const credentialSchema = z.object({
  id: z.string(),
  name: z.string(),
  credentialName: z.string(),
  workspaceId: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Credential = z.infer<typeof credentialSchema>;
export const credentialListSchema = z.array(credentialSchema);

/** One credential with its data; secret fields hold REDACTED_CREDENTIAL_VALUE. */
export const credentialDetailSchema = credentialSchema.extend({ plainDataObj: credentialDataSchema });
export type CredentialDetail = z.infer<typeof credentialDetailSchema>;

export const credentialNameSchema = nameSchema;

export const createCredentialRequestSchema = z.object({
  name: credentialNameSchema,
  credentialName: z.string().min(1, 'Choose a credential type').max(100),
  plainDataObj: credentialDataSchema.default({}),
});
export type CreateCredentialRequest = z.input<typeof createCredentialRequestSchema>;

export const updateCredentialRequestSchema = z
  .object({
    name: credentialNameSchema.optional(),
    /** Accepted when it names the stored type (Flowise's client sends it back); a credential never changes type. */
    credentialName: z.string().max(100).optional(),
    plainDataObj: credentialDataSchema.optional(),
  })
  .refine((value) => value.name !== undefined || value.plainDataObj !== undefined, {
    message: 'Nothing to update: send name or plainDataObj',
  });
export type UpdateCredentialRequest = z.infer<typeof updateCredentialRequestSchema>;

/** `?credentialName=a` or `?credentialName=a&credentialName=b`: only credentials of those types. */
export const credentialListQuerySchema = z.object({
  credentialName: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
});
