import { z } from 'zod';
import { userStatusSchema } from './auth.ts';
import { idSchema } from './common.ts';

/** A workspace-user link (spec §3): workspaceId, workspace (name, organizationId), plus who and which role. */
export const workspaceUserSchema = z.object({
  workspaceId: z.string(),
  userId: z.string(),
  roleId: z.string(),
  /** Last time this user signed in to or switched to this workspace. */
  lastLogin: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
  workspace: z.object({ id: z.string(), name: z.string(), organizationId: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), status: userStatusSchema }),
  role: z.object({ id: z.string(), name: z.string() }),
});
export type WorkspaceUser = z.infer<typeof workspaceUserSchema>;
export const workspaceUserListSchema = z.array(workspaceUserSchema);

/**
 * `GET /workspaceuser`: every filter is optional and they combine. Reading one's own links
 * (`userId` = oneself) needs no permission; anything else needs users:manage or workspace:view and stays
 * inside the caller's organization.
 */
export const workspaceUserQuerySchema = z.object({
  workspaceId: idSchema.optional(),
  roleId: idSchema.optional(),
  userId: idSchema.optional(),
  organizationId: idSchema.optional(),
});
export type WorkspaceUserQuery = z.infer<typeof workspaceUserQuerySchema>;

/** `DELETE /workspaceuser?workspaceId&userId`. */
export const workspaceUserKeySchema = z.object({ workspaceId: idSchema, userId: idSchema });
export type WorkspaceUserKey = z.infer<typeof workspaceUserKeySchema>;
