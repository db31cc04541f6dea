import { z } from 'zod';
import { idSchema } from './common.ts';
import { workspaceUserListSchema } from './workspace-user.ts';

export const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'Workspace name is required')
  .max(100, 'Workspace name must be at most 100 characters');
export const workspaceDescriptionSchema = z
  .string()
  .trim()
  .max(1000, 'Description must be at most 1,000 characters');

/** A workspace as lists show it. */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  organizationId: z.string(),
  /** The organization's Default Workspace: it can be neither renamed nor deleted. */
  isDefault: z.boolean(),
  /** People linked to the workspace. */
  userCount: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
export const workspaceListSchema = z.array(workspaceSchema);

/** `GET /workspace?id=…`: one workspace with its users. */
export const workspaceDetailSchema = workspaceSchema.extend({ users: workspaceUserListSchema });
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

/**
 * `GET /workspace`: with `id`, that workspace (WorkspaceDetail); otherwise the workspaces of `organizationId`
 * (default: the caller's organization) as Workspace[]. Another organization's ids answer 404.
 */
export const workspaceQuerySchema = z.object({
  id: idSchema.optional(),
  organizationId: idSchema.optional(),
});
export type WorkspaceQuery = z.infer<typeof workspaceQuerySchema>;

/** `POST /workspace`: a new workspace of the caller's organization; the name is unique in it (any case). */
export const createWorkspaceRequestSchema = z.object({
  name: workspaceNameSchema,
  description: workspaceDescriptionSchema.nullable().optional(),
  /** Optional; when sent it must be the caller's organization. */
  organizationId: idSchema.optional(),
});
export type CreateWorkspaceRequest = z.infer<typeof createWorkspaceRequestSchema>;

/** `PUT /workspace`: rename and/or describe. Everyone sees a new name on their next refresh or switch. */
export const updateWorkspaceRequestSchema = z
  .object({
    id: idSchema,
    name: workspaceNameSchema.optional(),
    description: workspaceDescriptionSchema.nullable().optional(),
  })
  .refine((value) => value.name !== undefined || value.description !== undefined, {
    message: 'Nothing to update: send name or description',
  });
export type UpdateWorkspaceRequest = z.infer<typeof updateWorkspaceRequestSchema>;

/** `POST /workspace/switch?id=…`: answers the LoginResponse for the new active workspace. */
export const workspaceSwitchQuerySchema = z.object({ id: idSchema });
export type WorkspaceSwitchQuery = z.infer<typeof workspaceSwitchQuerySchema>;

/**
 * `POST /workspace/link-users/{id}`: adds people of the organization to the workspace with a role, or changes
 * the role of those already in it. Answers the workspace's users.
 */
export const linkWorkspaceUsersRequestSchema = z.object({
  users: z
    .array(z.object({ userId: idSchema, roleId: idSchema }))
    .min(1, 'Choose at least one user')
    .max(100, 'At most 100 users at a time'),
});
export type LinkWorkspaceUsersRequest = z.infer<typeof linkWorkspaceUsersRequestSchema>;

/** `POST /workspace/unlink-users/{id}`: removes people from the workspace. Answers the workspace's users. */
export const unlinkWorkspaceUsersRequestSchema = z.object({
  userIds: z.array(idSchema).min(1, 'Choose at least one user').max(100, 'At most 100 users at a time'),
});
export type UnlinkWorkspaceUsersRequest = z.infer<typeof unlinkWorkspaceUsersRequestSchema>;

/** Kinds of item a workspace can share, read-only, with other workspaces of its organization. */
export const SHAREABLE_ITEM_TYPES = ['credential', 'custom_template'] as const;
export type ShareableItemType = (typeof SHAREABLE_ITEM_TYPES)[number];

/** One share: the item `sharedItemId` of workspace `workspaceId` is readable in workspace `sharedWith`. */
export const workspaceSharedSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  sharedWith: z.string(),
  /** Name of the workspace `sharedWith`. */
  sharedWithName: z.string(),
  sharedItemId: z.string(),
  itemType: z.enum(SHAREABLE_ITEM_TYPES),
  createdDate: z.string(),
});
export type WorkspaceShared = z.infer<typeof workspaceSharedSchema>;
export const workspaceSharedListSchema = z.array(workspaceSharedSchema);

/**
 * `POST /workspace/shared/{itemId}`: the complete list of workspaces the item (of the caller's active
 * workspace) is shared with; an empty list stops sharing it. Answers the resulting shares.
 */
export const shareItemRequestSchema = z.object({
  itemType: z.enum(SHAREABLE_ITEM_TYPES, { message: 'itemType must be credential or custom_template' }),
  workspaceIds: z.array(idSchema).max(100, 'At most 100 workspaces'),
});
export type ShareItemRequest = z.infer<typeof shareItemRequestSchema>;

/** `GET /workspace/shared/{itemId}?itemType=…`: the item's shares (of that type only, when given). */
export const sharedItemQuerySchema = z.object({
  itemType: z
    .enum(SHAREABLE_ITEM_TYPES, { message: 'itemType must be credential or custom_template' })
    .optional(),
});
