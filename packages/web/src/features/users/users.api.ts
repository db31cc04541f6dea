import {
  inviteResultSchema,
  organizationMemberPageSchema,
  organizationUserSchema,
  workspaceListSchema,
} from '@loomflow/core';
import type {
  InviteRequest,
  InviteResult,
  OrganizationMemberPage,
  OrganizationUser,
  Workspace,
} from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';
import { ignoredBody } from '../../api/response-schema.ts';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export interface MemberKey {
  readonly organizationId: string;
  readonly userId: string;
}

/** The Users screen's calls (users:manage); refusals are shown where they happen. */
export const usersApi = {
  page: (search: string, page: number, limit: number): Promise<OrganizationMemberPage> =>
    apiRequest(
      `/organizationuser/members${query({ search: search === '' ? undefined : search, page, limit })}`,
      {
        schema: organizationMemberPageSchema,
      },
    ),

  invite: (request: InviteRequest): Promise<InviteResult> =>
    apiRequest('/account/invite', {
      method: 'POST',
      body: request,
      schema: inviteResultSchema,
      handlesForbidden: true,
    }),

  resendInvite: (key: MemberKey): Promise<InviteResult> =>
    apiRequest('/organizationuser/resend-invite', {
      method: 'POST',
      body: key,
      schema: inviteResultSchema,
      handlesForbidden: true,
    }),

  update: (
    key: MemberKey,
    changes: { readonly roleId?: string; readonly status?: 'active' | 'inactive' },
  ): Promise<OrganizationUser> =>
    apiRequest('/organizationuser', {
      method: 'PUT',
      body: { ...key, ...changes },
      schema: organizationUserSchema,
      handlesForbidden: true,
    }),

  remove: async (key: MemberKey): Promise<void> => {
    await apiRequest(`/organizationuser${query({ ...key })}`, {
      method: 'DELETE',
      schema: ignoredBody,
      handlesForbidden: true,
    });
  },

  transferOwnership: async (key: MemberKey): Promise<void> => {
    await apiRequest('/organizationuser/transfer-ownership', {
      method: 'POST',
      body: key,
      schema: ignoredBody,
      handlesForbidden: true,
    });
  },

  workspaces: (organizationId: string): Promise<Workspace[]> =>
    apiRequest(`/workspace${query({ organizationId })}`, {
      schema: workspaceListSchema,
      handlesForbidden: true,
    }),
};
