import { flowValidationResponseSchema } from '@loomflow/core';
import type { FlowValidationResponse } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

export const flowValidationApi = {
  /** What keeps the saved flow from running, per node (`GET /validation/{flowId}`); empty when it can run. */
  check: (flowId: string): Promise<FlowValidationResponse> =>
    apiRequest(`/validation/${encodeURIComponent(flowId)}`, { schema: flowValidationResponseSchema }),
};
