import {
  organizationUserListSchema,
  roleChoiceListSchema,
  workspaceContentsSchema,
  workspaceDetailSchema,
  workspaceListSchema,
  workspaceSchema,
  workspaceSharedListSchema,
  workspaceUserListSchema,
} from '@loomflow/core';
import type {
  CreateWorkspaceRequest,
  LinkWorkspaceUsersRequest,
  OrganizationUser,
  RoleChoice,
  ShareableItemType,
  UpdateWorkspaceRequest,
  Workspace,
  WorkspaceContents,
  WorkspaceDetail,
  WorkspaceShared,
  WorkspaceUser,
} from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';
import { ignoredBody } from '../../api/response-schema.ts';

const id = (value: string) => encodeURIComponent(value);

/** The built-in roles, offered when the caller may not read the organization's role list (roles:manage). */
export const BUILT_IN_ROLE_CHOICES: readonly RoleChoice[] = [
  { id: 'builtin-owner', name: 'owner' },
  { id: 'builtin-member', name: 'member' },
  { id: 'builtin-viewer', name: 'viewer' },
];

/** Workspace administration (`/workspace…`, Flowise's enterprise API names). */
export const workspacesAdminApi = {
  list: (): Promise<Workspace[]> => apiRequest('/workspace', { schema: workspaceListSchema }),

  detail: (workspaceId: string): Promise<WorkspaceDetail> =>
    apiRequest(`/workspace?id=${id(workspaceId)}`, { schema: workspaceDetailSchema }),

  contents: (workspaceId: string): Promise<WorkspaceContents> =>
    apiRequest(`/workspace/contents/${id(workspaceId)}`, { schema: workspaceContentsSchema }),

  create: (request: CreateWorkspaceRequest): Promise<Workspace> =>
    apiRequest('/workspace', { method: 'POST', body: request, schema: workspaceSchema }),

  update: (request: UpdateWorkspaceRequest): Promise<Workspace> =>
    apiRequest('/workspace', { method: 'PUT', body: request, schema: workspaceSchema }),

  remove: async (workspaceId: string): Promise<void> => {
    await apiRequest(`/workspace/${id(workspaceId)}`, { method: 'DELETE', schema: ignoredBody });
  },

  linkUsers: (workspaceId: string, request: LinkWorkspaceUsersRequest): Promise<WorkspaceUser[]> =>
    apiRequest(`/workspace/link-users/${id(workspaceId)}`, {
      method: 'POST',
      body: request,
      schema: workspaceUserListSchema,
    }),

  unlinkUsers: (workspaceId: string, userIds: string[]): Promise<WorkspaceUser[]> =>
    apiRequest(`/workspace/unlink-users/${id(workspaceId)}`, {
      method: 'POST',
      body: { userIds },
      schema: workspaceUserListSchema,
    }),

  organizationUsers: (organizationId: string): Promise<OrganizationUser[]> =>
    apiRequest(`/organizationuser?organizationId=${id(organizationId)}`, {
      schema: organizationUserListSchema,
    }),

  /** The organization's roles; the built-in ones when the caller may not list roles. */
  roles: async (): Promise<readonly RoleChoice[]> => {
    try {
      return await apiRequest('/role', { schema: roleChoiceListSchema, handlesForbidden: true });
    } catch {
      return BUILT_IN_ROLE_CHOICES;
    }
  },

  shares: (itemId: string, itemType: ShareableItemType): Promise<WorkspaceShared[]> =>
    apiRequest(`/workspace/shared/${id(itemId)}?itemType=${itemType}`, { schema: workspaceSharedListSchema }),

  share: (itemId: string, itemType: ShareableItemType, workspaceIds: string[]): Promise<WorkspaceShared[]> =>
    apiRequest(`/workspace/shared/${id(itemId)}`, {
      method: 'POST',
      body: { itemType, workspaceIds },
      schema: workspaceSharedListSchema,
    }),
};
