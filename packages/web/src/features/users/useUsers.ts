import type { OrganizationMemberPage } from '@loomflow/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { usersApi } from './users.api.ts';

export const USERS_QUERY_KEY = ['organization-members'] as const;

export function useMembers(
  search: string,
  page: number,
  limit: number,
): UseQueryResult<OrganizationMemberPage> {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, search, page, limit],
    queryFn: () => usersApi.page(search, page, limit),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the list (and the roles' user counts) after a change. */
export function useRefreshMembers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: ['roles'] });
  };
}
