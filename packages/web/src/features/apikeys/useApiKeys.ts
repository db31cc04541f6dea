import type { ApiKey, CreateApiKeyRequest, CreatedApiKey, UpdateApiKeyRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { apiKeysApi } from '../../api/apikeys.api.ts';

export const API_KEYS_QUERY_KEY = ['apikeys'] as const;

export function useApiKeys(): UseQueryResult<ApiKey[]> {
  return useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: apiKeysApi.list });
}

function useInvalidateApiKeys(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
}

export function useCreateApiKey(): UseMutationResult<CreatedApiKey, Error, CreateApiKeyRequest> {
  const invalidate = useInvalidateApiKeys();
  return useMutation({ mutationFn: apiKeysApi.create, onSuccess: invalidate });
}

export interface UpdateApiKeyVariables {
  readonly id: string;
  readonly changes: UpdateApiKeyRequest;
}

export function useUpdateApiKey(): UseMutationResult<ApiKey, Error, UpdateApiKeyVariables> {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateApiKeyVariables) => apiKeysApi.update(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteApiKey(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidateApiKeys();
  return useMutation({ mutationFn: apiKeysApi.remove, onSuccess: invalidate });
}
