import {
  credentialDetailSchema,
  credentialListSchema,
  credentialSchema,
  credentialTypeListSchema,
  flowUsageSchema,
} from '@loomflow/core';
import type {
  CreateCredentialRequest,
  Credential,
  CredentialDetail,
  CredentialType,
  FlowUsage,
  UpdateCredentialRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const path = (id: string) => `/credentials/${encodeURIComponent(id)}`;

export const credentialsApi = {
  types: (): Promise<CredentialType[]> =>
    apiRequest('/components-credentials', { schema: credentialTypeListSchema }),

  list: (): Promise<Credential[]> => apiRequest('/credentials', { schema: credentialListSchema }),

  /** Secret fields come back as the redaction marker, never in plain. */
  get: (id: string): Promise<CredentialDetail> => apiRequest(path(id), { schema: credentialDetailSchema }),

  /** The flows that use it, asked before deleting. */
  usage: (id: string): Promise<FlowUsage> => apiRequest(`${path(id)}/usage`, { schema: flowUsageSchema }),

  create: (request: CreateCredentialRequest): Promise<Credential> =>
    apiRequest('/credentials', { method: 'POST', body: request, schema: credentialSchema }),

  update: (id: string, request: UpdateCredentialRequest): Promise<Credential> =>
    apiRequest(path(id), { method: 'PUT', body: request, schema: credentialSchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(path(id), { method: 'DELETE', schema: ignoredBody });
  },
};
