import { messageResponseSchema, organizationSchema } from '@loomflow/core';
import type { MessageResponse, Organization } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';

/** Account settings calls that are not billing's: the organization and the subscription's end. */
export const accountApi = {
  organization: (): Promise<Organization> => apiRequest('/organization', { schema: organizationSchema }),

  renameOrganization: (name: string): Promise<Organization> =>
    apiRequest('/organization', { method: 'PUT', body: { name }, schema: organizationSchema }),

  cancelSubscription: (): Promise<MessageResponse> =>
    apiRequest('/account/cancel-subscription', { method: 'POST', schema: messageResponseSchema }),
};
