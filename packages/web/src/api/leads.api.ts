import { leadSchema } from '@loomflow/core';
import type { Lead } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

const leadListSchema = leadSchema.array();

/** Contact details visitors left through a flow's lead capture form. */
export const leadsApi = {
  list: (flowId: string): Promise<Lead[]> =>
    apiRequest(`/leads/${encodeURIComponent(flowId)}`, { schema: leadListSchema }),
};
