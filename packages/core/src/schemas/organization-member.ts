import { z } from 'zod';
import { userStatusSchema } from './auth.ts';
import { idSchema } from './common.ts';

/** A row of the Users screen: the person, their organization role, workspaces and last login. */
export const organizationMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: userStatusSchema,
  lastLogin: z.string().nullable(),
  isOwner: z.boolean(),
  role: z.object({ id: z.string(), name: z.string() }),
  workspaces: z.array(z.object({ id: z.string(), name: z.string(), roleName: z.string() })),
  createdDate: z.string(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

export const organizationMemberPageSchema = z.object({
  data: z.array(organizationMemberSchema),
  total: z.number().int(),
});
export type OrganizationMemberPage = z.infer<typeof organizationMemberPageSchema>;

/** `GET /organizationuser/members?search&status&page&limit` (users:manage). */
export const organizationMemberQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrganizationMemberQuery = z.input<typeof organizationMemberQuerySchema>;

/** `POST /organizationuser/resend-invite` and `POST /organizationuser/transfer-ownership` (users:manage). */
export const organizationMemberActionSchema = z.object({
  organizationId: idSchema.optional(),
  userId: idSchema,
});
export type OrganizationMemberAction = z.infer<typeof organizationMemberActionSchema>;

/** `POST /account/invite` and `POST /organizationuser/resend-invite`: `inviteLink` only when no mail is set up. */
export const inviteResultSchema = z.object({ message: z.string(), inviteLink: z.string().optional() });
export type InviteResult = z.infer<typeof inviteResultSchema>;
