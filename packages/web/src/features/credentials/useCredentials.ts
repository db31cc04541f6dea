import type {
  CreateCredentialRequest,
  Credential,
  CredentialType,
  UpdateCredentialRequest,
} from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { credentialsApi } from '../../api/credentials.api.ts';

export const CREDENTIALS_QUERY_KEY = ['credentials'] as const;

export function useCredentials(): UseQueryResult<Credential[]> {
  return useQuery({ queryKey: CREDENTIALS_QUERY_KEY, queryFn: credentialsApi.list });
}

/** The credential types; they change only with a release, so they are fetched once. */
export function useCredentialTypes(): UseQueryResult<CredentialType[]> {
  return useQuery({ queryKey: ['credential-types'], queryFn: credentialsApi.types, staleTime: Infinity });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CREDENTIALS_QUERY_KEY });
}

export function useCreateCredential(): UseMutationResult<Credential, Error, CreateCredentialRequest> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: credentialsApi.create, onSuccess: invalidate });
}

export interface UpdateCredentialVariables {
  readonly id: string;
  readonly changes: UpdateCredentialRequest;
}

export function useUpdateCredential(): UseMutationResult<Credential, Error, UpdateCredentialVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateCredentialVariables) => credentialsApi.update(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteCredential(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: credentialsApi.remove, onSuccess: invalidate });
}
