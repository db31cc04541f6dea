import type { CreateVariableRequest, UpdateVariableRequest, Variable } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { variablesApi } from '../../api/variables.api.ts';

export const VARIABLES_QUERY_KEY = ['variables'] as const;

export function useVariables(): UseQueryResult<Variable[]> {
  return useQuery({ queryKey: VARIABLES_QUERY_KEY, queryFn: variablesApi.list });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: VARIABLES_QUERY_KEY });
}

export function useCreateVariable(): UseMutationResult<Variable, Error, CreateVariableRequest> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: variablesApi.create, onSuccess: invalidate });
}

export interface UpdateVariableVariables {
  readonly id: string;
  readonly changes: UpdateVariableRequest;
}

export function useUpdateVariable(): UseMutationResult<Variable, Error, UpdateVariableVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateVariableVariables) => variablesApi.update(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteVariable(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: variablesApi.remove, onSuccess: invalidate });
}
