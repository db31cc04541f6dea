import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { rolesApi } from './roles.api.ts';

export const ROLES_QUERY_KEY = ['roles'] as const;

export function useRoles(): UseQueryResult<Role[]> {
  return useQuery({ queryKey: ROLES_QUERY_KEY, queryFn: rolesApi.list });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
}

export function useSaveRole(): UseMutationResult<
  Role,
  Error,
  { readonly id?: string | undefined; readonly request: CreateRoleRequest }
> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, request }) => {
      if (id === undefined) return rolesApi.create(request);
      const update: UpdateRoleRequest = { ...request, id };
      return rolesApi.update(update);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteRole(): UseMutationResult<
  void,
  Error,
  { readonly id: string; readonly reassignToRoleId?: string | undefined }
> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reassignToRoleId }) => rolesApi.remove(id, reassignToRoleId),
    onSuccess: invalidate,
  });
}
