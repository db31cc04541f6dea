import type { Assistant, AssistantType, SaveAssistantRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { assistantsApi } from '../../api/assistants.api.ts';

export const ASSISTANTS_QUERY_KEY = ['assistants'] as const;

export function useAssistants(type: AssistantType): UseQueryResult<Assistant[]> {
  return useQuery({
    queryKey: [...ASSISTANTS_QUERY_KEY, 'list', type],
    queryFn: () => assistantsApi.list(type),
  });
}

export function useAssistant(id: string): UseQueryResult<Assistant> {
  return useQuery({ queryKey: [...ASSISTANTS_QUERY_KEY, 'one', id], queryFn: () => assistantsApi.get(id) });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ASSISTANTS_QUERY_KEY });
}

export function useCreateAssistant(): UseMutationResult<Assistant, Error, SaveAssistantRequest> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: assistantsApi.create, onSuccess: invalidate });
}

export interface UpdateAssistantVariables {
  readonly id: string;
  readonly request: SaveAssistantRequest;
}

export function useUpdateAssistant(): UseMutationResult<Assistant, Error, UpdateAssistantVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, request }: UpdateAssistantVariables) => assistantsApi.update(id, request),
    onSuccess: invalidate,
  });
}

export interface DeleteAssistantVariables {
  readonly id: string;
  readonly deleteAtProvider?: boolean;
}

export function useDeleteAssistant(): UseMutationResult<void, Error, DeleteAssistantVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, deleteAtProvider }: DeleteAssistantVariables) =>
      assistantsApi.remove(id, deleteAtProvider),
    onSuccess: invalidate,
  });
}
