import type { ApiKey, CreateApiKeyRequest, CreatedApiKey, UpdateApiKeyRequest } from '@loomflow/core';
import { apiKeysApi } from '../../api/apikeys.api.ts';
import { resourceHooks, type ResourceUpdate } from '../../api/resource-hooks.ts';

export const API_KEYS_QUERY_KEY = ['apikeys'] as const;

const apiKeys = resourceHooks<ApiKey, CreateApiKeyRequest, CreatedApiKey, UpdateApiKeyRequest>(
  API_KEYS_QUERY_KEY,
  apiKeysApi,
);

export type UpdateApiKeyVariables = ResourceUpdate<UpdateApiKeyRequest>;
export const useApiKeys = apiKeys.useList;
export const useCreateApiKey = apiKeys.useCreate;
export const useUpdateApiKey = apiKeys.useUpdate;
export const useDeleteApiKey = apiKeys.useDelete;
