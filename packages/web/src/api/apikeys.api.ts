import { apiKeyListSchema, apiKeySchema, createdApiKeySchema } from '@loomflow/core';
import type { ApiKey, CreateApiKeyRequest, CreatedApiKey, UpdateApiKeyRequest } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

export const apiKeysApi = {
  list: (): Promise<ApiKey[]> => apiRequest('/apikey', { schema: apiKeyListSchema }),

  /** The answer carries the full secret in `apiKeySecret`: the only time it is ever available. */
  create: (request: CreateApiKeyRequest): Promise<CreatedApiKey> =>
    apiRequest('/apikey', { method: 'POST', body: request, schema: createdApiKeySchema }),

  update: (id: string, request: UpdateApiKeyRequest): Promise<ApiKey> =>
    apiRequest(`/apikey/${encodeURIComponent(id)}`, { method: 'PUT', body: request, schema: apiKeySchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(`/apikey/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ignoredBody });
  },
};
