import { z } from 'zod';
import { userStatusSchema } from './auth.ts';
import { emailSchema, idSchema, nameSchema, passwordSchema } from './common.ts';

/** A user as `GET /user` and `PUT /user` answer it: never the password hash or one-time tokens. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: userStatusSchema,
  /** True for accounts that sign in through single sign-on: their password is not Loomflow's to change. */
  isSSO: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
  lastLogin: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** `GET /user?id=…`: oneself, or (with users:manage) a member of one's organization. */
export const userQuerySchema = z.object({ id: idSchema });
export type UserQuery = z.infer<typeof userQuerySchema>;

/**
 * `PUT /user`: one's own profile. `oldPassword` (the current password) is required to change the email or
 * the password; a password change ends the user's other sessions.
 */
export const updateProfileRequestSchema = z
  .object({
    id: idSchema,
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    oldPassword: z.string().max(256).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine(
    (value) => value.name !== undefined || value.email !== undefined || value.newPassword !== undefined,
    { message: 'Nothing to update: send name, email or newPassword' },
  );
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
