import { z } from 'zod';
import { idSchema } from './common.ts';

/** `GET /organization`: the caller's organization as the account screen shows it. */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether the caller owns it (only the owner renames it). */
  callerIsOwner: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** `PUT /organization`: renames the caller's organization (owner only). `id`, when sent, must be it. */
export const updateOrganizationRequestSchema = z.object({
  id: idSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Organization name is required')
    .max(100, 'Organization name must be at most 100 characters'),
});
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequestSchema>;
