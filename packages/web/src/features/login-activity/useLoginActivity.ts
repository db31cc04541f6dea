import type { LoginActivityPage } from '@loomflow/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { loginActivityApi, type LoginActivityFilters } from './login-activity.api.ts';

export const LOGIN_ACTIVITY_QUERY_KEY = ['login-activity'] as const;

export function useLoginActivity(filters: LoginActivityFilters): UseQueryResult<LoginActivityPage> {
  return useQuery({
    queryKey: [...LOGIN_ACTIVITY_QUERY_KEY, filters],
    queryFn: () => loginActivityApi.list(filters),
    placeholderData: keepPreviousData,
  });
}
