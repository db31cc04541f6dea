import { flowUsageSchema, variableListSchema, variableSchema } from '@loomflow/core';
import type { CreateVariableRequest, FlowUsage, UpdateVariableRequest, Variable } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const path = (id: string) => `/variables/${encodeURIComponent(id)}`;

export const variablesApi = {
  list: (): Promise<Variable[]> => apiRequest('/variables', { schema: variableListSchema }),

  /** The flows that read it as $vars.name, asked before deleting. */
  usage: (id: string): Promise<FlowUsage> => apiRequest(`${path(id)}/usage`, { schema: flowUsageSchema }),

  create: (request: CreateVariableRequest): Promise<Variable> =>
    apiRequest('/variables', { method: 'POST', body: request, schema: variableSchema }),

  update: (id: string, request: UpdateVariableRequest): Promise<Variable> =>
    apiRequest(path(id), { method: 'PUT', body: request, schema: variableSchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(path(id), { method: 'DELETE', schema: ignoredBody });
  },
};
