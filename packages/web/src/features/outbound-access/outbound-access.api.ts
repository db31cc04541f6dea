import { outboundAccessEntrySchema, outboundAccessListSchema } from '@loomflow/core';
import type { AddOutboundAccessEntryRequest, OutboundAccessEntry, OutboundAccessList } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';
import { ignoredBody } from '../../api/response-schema.ts';

export const outboundAccessApi = {
  /** `GET /outbound-access`: the entries and the latest changes of the audit log. */
  list: (): Promise<OutboundAccessList> =>
    apiRequest('/outbound-access', { schema: outboundAccessListSchema }),

  add: (request: AddOutboundAccessEntryRequest): Promise<OutboundAccessEntry> =>
    apiRequest('/outbound-access', { method: 'POST', body: request, schema: outboundAccessEntrySchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(`/outbound-access/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ignoredBody });
  },
};
