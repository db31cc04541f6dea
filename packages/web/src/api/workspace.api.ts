import {
  loginResponseSchema,
  organizationUserListSchema,
  workspaceListSchema,
  workspaceUserListSchema,
} from '@loomflow/core';
import type { LoginResponse, OrganizationUser, Workspace, WorkspaceUser } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The shell's workspace calls (spec §7): the user's own links and the switch. */
export const workspaceApi = {
  /** `POST /workspace/switch?id`: answers the new auth data (LoginResponse) for that workspace. */
  switchTo: (workspaceId: string): Promise<LoginResponse> =>
    apiRequest(`/workspace/switch${query({ id: workspaceId })}`, {
      method: 'POST',
      schema: loginResponseSchema,
      handlesForbidden: true,
    }),

  /** `GET /workspaceuser?userId[&organizationId]`: the workspaces the user is linked to now. */
  workspacesOf: (userId: string, organizationId?: string): Promise<WorkspaceUser[]> =>
    apiRequest(`/workspaceuser${query({ userId, organizationId })}`, { schema: workspaceUserListSchema }),

  /** `GET /workspace?organizationId`: every workspace of an organization (what its admins may enter). */
  workspacesOfOrganization: (organizationId: string): Promise<Workspace[]> =>
    apiRequest(`/workspace${query({ organizationId })}`, {
      schema: workspaceListSchema,
      handlesForbidden: true,
    }),

  /** `GET /organizationuser?userId`: the organizations the user belongs to (cloud organization switch). */
  organizationsOf: (userId: string): Promise<OrganizationUser[]> =>
    apiRequest(`/organizationuser${query({ userId })}`, { schema: organizationUserListSchema }),
};
