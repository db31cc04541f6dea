import { z } from 'zod';

/**
 * `GET /account/basic-auth` (open source): the instance-wide basic authentication. When enabled, every request
 * to the instance — web app and API — must carry these credentials (HTTP Basic), except calls with an API key,
 * the public prediction API (`/prediction/…`), public endpoints (`/public-…`) and `/ping`.
 */
export const basicAuthSettingsSchema = z.object({
  enabled: z.boolean(),
  username: z.string().nullable(),
});
export type BasicAuthSettings = z.infer<typeof basicAuthSettingsSchema>;

export const basicAuthUsernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(100, 'Username must be at most 100 characters')
  .refine((value) => !value.includes(':'), { message: 'Username cannot contain ":"' });

export const basicAuthPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

/**
 * `POST /account/basic-auth`: turn it on with a username and password (the password may be left out to keep the
 * current one when only the username changes), or off.
 */
export const updateBasicAuthRequestSchema = z.discriminatedUnion('enabled', [
  z.object({
    enabled: z.literal(true),
    username: basicAuthUsernameSchema,
    password: basicAuthPasswordSchema.optional(),
  }),
  z.object({ enabled: z.literal(false) }),
]);
export type UpdateBasicAuthRequest = z.infer<typeof updateBasicAuthRequestSchema>;
