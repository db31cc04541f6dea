import type {
  CreateCredentialRequest,
  Credential,
  CredentialType,
  UpdateCredentialRequest,
} from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { credentialsApi } from '../../api/credentials.api.ts';
import { resourceHooks, type ResourceUpdate } from '../../api/resource-hooks.ts';

export const CREDENTIALS_QUERY_KEY = ['credentials'] as const;

const credentials = resourceHooks<Credential, CreateCredentialRequest, Credential, UpdateCredentialRequest>(
  CREDENTIALS_QUERY_KEY,
  credentialsApi,
);

export type UpdateCredentialVariables = ResourceUpdate<UpdateCredentialRequest>;
export const useCredentials = credentials.useList;
export const useCreateCredential = credentials.useCreate;
export const useUpdateCredential = credentials.useUpdate;
export const useDeleteCredential = credentials.useDelete;

/** The credential types; they change only with a release, so they are fetched once. */
export function useCredentialTypes(): UseQueryResult<CredentialType[]> {
  return useQuery({ queryKey: ['credential-types'], queryFn: credentialsApi.types, staleTime: Infinity });
}
