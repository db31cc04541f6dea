import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from './common.ts';

export const USER_STATUSES = ['active', 'invited', 'unverified', 'inactive'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Register (Flowise's shape): `credential` is the password; `tempToken` accepts an invitation. */
export const registerRequestSchema = z.object({
  user: z.object({
    name: nameSchema,
    email: emailSchema,
    credential: passwordSchema,
    tempToken: z.string().min(1).max(200).optional(),
  }),
  /**
   * First-run setup (`/organization-setup`): the organization the first account creates and owns. Honoured
   * only when nobody has registered yet (and on cloud, where every registration creates its organization).
   */
  organization: z.object({ name: nameSchema }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const workspaceRefSchema = z.object({ id: z.string(), name: z.string() });

/** The User entity of spec §3. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: userStatusSchema,
  role: z.string(),
  isSSO: z.boolean(),
  activeOrganizationId: z.string(),
  activeOrganizationSubscriptionId: z.string(),
  activeOrganizationCustomerId: z.string(),
  activeOrganizationProductId: z.string(),
  activeWorkspaceId: z.string(),
  activeWorkspace: z.string(),
  lastLogin: z.string().nullable(),
  isOrganizationAdmin: z.boolean(),
  assignedWorkspaces: z.array(workspaceRefSchema),
  permissions: z.array(z.string()),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = authUserSchema.extend({
  token: z.string(),
  features: z.record(z.string(), z.union([z.string(), z.boolean()])),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: userStatusSchema,
  /** True when the account must confirm its email before logging in. */
  verificationRequired: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.literal('logged_out'), redirectTo: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const verifyRequestSchema = z.object({ user: z.object({ tempToken: z.string().min(1).max(200) }) });
export const emailOnlyRequestSchema = z.object({ user: z.object({ email: emailSchema }) });
export const resetPasswordRequestSchema = z.object({
  user: z.object({ email: emailSchema, tempToken: z.string().min(1).max(200), password: passwordSchema }),
});

export const inviteRequestSchema = z.object({
  user: z.object({ email: emailSchema }),
  workspaceId: z.string().min(1).optional(),
  roleId: z.string().min(1).optional(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
