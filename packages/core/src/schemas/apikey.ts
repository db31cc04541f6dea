import { z } from 'zod';
import { isPermission } from '../auth/permissions.ts';

export const apiKeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Key name is required')
  .max(100, 'Key name must be at most 100 characters');

export const apiKeyPermissionsSchema = z
  .array(z.string())
  .max(100)
  .refine((values) => values.every(isPermission), { message: 'Unknown permission' });

/** An API key as lists show it: the secret is masked. */
export const apiKeySchema = z.object({
  id: z.string(),
  keyName: z.string(),
  /** Masked key (prefix and last characters), e.g. `lf_ab12…9xyz`. */
  apiKey: z.string(),
  permissions: z.array(z.string()),
  workspaceId: z.string(),
  lastUsedDate: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.array(apiKeySchema);

export const createApiKeyRequestSchema = z.object({
  keyName: apiKeyNameSchema,
  permissions: apiKeyPermissionsSchema.optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** The answer to a create: the only time the full key is ever shown. */
export const createdApiKeySchema = apiKeySchema.extend({ apiKeySecret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const updateApiKeyRequestSchema = z
  .object({ keyName: apiKeyNameSchema.optional(), permissions: apiKeyPermissionsSchema.optional() })
  .refine((value) => value.keyName !== undefined || value.permissions !== undefined, {
    message: 'Nothing to update: send keyName or permissions',
  });
export type UpdateApiKeyRequest = z.infer<typeof updateApiKeyRequestSchema>;
