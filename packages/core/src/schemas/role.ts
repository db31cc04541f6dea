import { z } from 'zod';
import { isPermission } from '../auth/permissions.ts';
import { idSchema } from './common.ts';

/** Names of the built-in roles every organization shares (read-only). */
export const BUILT_IN_ROLE_NAMES = ['owner', 'member', 'viewer'] as const;

/** A role as `/role` answers it: built-in ones have `organizationId` null and `builtIn` true. */
export const roleSchema = z.object({
  id: z.string(),
  organizationId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  builtIn: z.boolean(),
  /** How many people hold the role in the organization (organization or workspace membership). */
  userCount: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);

/** Permission list of a request: an array or, like Flowise, the JSON text of one. Unknown strings are refused. */
const permissionListSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed;
    } catch {
      return value;
    }
  },
  z
    .array(z.string())
    .min(1, 'Choose at least one permission')
    .superRefine((values, context) => {
      const unknown = values.filter((value) => !isPermission(value));
      if (unknown.length > 0)
        context.addIssue({ code: 'custom', message: `Unknown permission: ${unknown.join(', ')}` });
    })
    .transform((values) => [...new Set(values)]),
);

const roleNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is too long')
  .refine((name) => !BUILT_IN_ROLE_NAMES.some((builtIn) => builtIn === name.toLowerCase()), {
    message: 'owner, member and viewer are built-in role names: choose another name',
  });

const descriptionSchema = z.string().trim().max(500, 'Description is too long').nullable().optional();

/** `POST /role` (roles:manage). */
export const createRoleRequestSchema = z.object({
  organizationId: idSchema.optional(),
  name: roleNameSchema,
  description: descriptionSchema,
  permissions: permissionListSchema,
});
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;

/** `PUT /role` (roles:manage): the id and any of name, description, permissions. */
export const updateRoleRequestSchema = z
  .object({
    id: idSchema,
    organizationId: idSchema.optional(),
    name: roleNameSchema.optional(),
    description: descriptionSchema,
    permissions: permissionListSchema.optional(),
  })
  .refine(
    (value) => value.name !== undefined || value.description !== undefined || value.permissions !== undefined,
    { message: 'Nothing to update: send name, description or permissions' },
  );
export type UpdateRoleRequest = z.input<typeof updateRoleRequestSchema>;

/** `GET /role?organizationId&id`. */
export const roleQuerySchema = z.object({ organizationId: idSchema.optional(), id: idSchema.optional() });

/** `DELETE /role?id&organizationId&reassignToRoleId`: a role in use needs `reassignToRoleId`. */
export const deleteRoleQuerySchema = z.object({
  id: idSchema,
  organizationId: idSchema.optional(),
  reassignToRoleId: idSchema.optional(),
});
export type DeleteRoleQuery = z.infer<typeof deleteRoleQuerySchema>;
