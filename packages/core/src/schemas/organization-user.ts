import { z } from 'zod';
import { userStatusSchema } from './auth.ts';
import { idSchema } from './common.ts';

/** An organization-user link (spec §3): organizationId, user (name, email), plus role and ownership. */
export const organizationUserSchema = z.object({
  organizationId: z.string(),
  userId: z.string(),
  roleId: z.string(),
  /** The owner created the organization: nobody else can remove or demote them. */
  isOwner: z.boolean(),
  /** Owner or the built-in owner role: administers the whole organization. */
  isOrganizationAdmin: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    status: userStatusSchema,
    lastLogin: z.string().nullable(),
  }),
  organization: z.object({ id: z.string(), name: z.string() }),
  role: z.object({ id: z.string(), name: z.string() }),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;
export const organizationUserListSchema = z.array(organizationUserSchema);

/**
 * `GET /organizationuser`: organizationId and/or userId. One's own links (`userId` = oneself) need no
 * permission; the members of an organization need users:manage in it.
 */
export const organizationUserQuerySchema = z
  .object({ organizationId: idSchema.optional(), userId: idSchema.optional() })
  .refine((value) => value.organizationId !== undefined || value.userId !== undefined, {
    message: 'Send organizationId, userId or both',
  });
export type OrganizationUserQuery = z.infer<typeof organizationUserQuerySchema>;

/** Status an administrator can set: `inactive` blocks sign-in and ends every request at once. */
export const ORGANIZATION_USER_STATUSES = ['active', 'inactive'] as const;

/** `PUT /organizationuser`: change a member's organization role and/or status (users:manage). */
export const updateOrganizationUserRequestSchema = z
  .object({
    organizationId: idSchema,
    userId: idSchema,
    roleId: idSchema.optional(),
    status: z.enum(ORGANIZATION_USER_STATUSES).optional(),
  })
  .refine((value) => value.roleId !== undefined || value.status !== undefined, {
    message: 'Nothing to update: send roleId or status',
  });
export type UpdateOrganizationUserRequest = z.infer<typeof updateOrganizationUserRequestSchema>;

/** `DELETE /organizationuser?organizationId&userId`. */
export const organizationUserKeySchema = z.object({ organizationId: idSchema, userId: idSchema });
export type OrganizationUserKey = z.infer<typeof organizationUserKeySchema>;
