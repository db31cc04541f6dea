import type { CreateToolRequest, Tool, UpdateToolRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { toolsApi } from '../../api/tools.api.ts';

export const TOOLS_QUERY_KEY = ['tools'] as const;

export function useTools(): UseQueryResult<Tool[]> {
  return useQuery({ queryKey: TOOLS_QUERY_KEY, queryFn: toolsApi.list });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TOOLS_QUERY_KEY });
}

export function useCreateTool(): UseMutationResult<Tool, Error, CreateToolRequest> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: toolsApi.create, onSuccess: invalidate });
}

export interface UpdateToolVariables {
  readonly id: string;
  readonly changes: UpdateToolRequest;
}

export function useUpdateTool(): UseMutationResult<Tool, Error, UpdateToolVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateToolVariables) => toolsApi.update(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteTool(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: toolsApi.remove, onSuccess: invalidate });
}
