import { flowUsageSchema, sandboxOutcomeSchema, toolListSchema, toolSchema } from '@loomflow/core';
import type {
  CreateToolRequest,
  FlowUsage,
  SandboxOutcome,
  Tool,
  ToolTestRunRequest,
  UpdateToolRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const path = (id: string) => `/tools/${encodeURIComponent(id)}`;

export const toolsApi = {
  /** Already in the order of spec §9 (read/get, then write/post, then the rest). */
  list: (): Promise<Tool[]> => apiRequest('/tools', { schema: toolListSchema }),

  get: (id: string): Promise<Tool> => apiRequest(path(id), { schema: toolSchema }),

  /** The flows that use it, asked before deleting. */
  usage: (id: string): Promise<FlowUsage> => apiRequest(`${path(id)}/usage`, { schema: flowUsageSchema }),

  create: (request: CreateToolRequest): Promise<Tool> =>
    apiRequest('/tools', { method: 'POST', body: request, schema: toolSchema }),

  update: (id: string, request: UpdateToolRequest): Promise<Tool> =>
    apiRequest(path(id), { method: 'PUT', body: request, schema: toolSchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(path(id), { method: 'DELETE', schema: ignoredBody });
  },

  /** Runs unsaved code in the server's sandbox; the answer holds the result or the error with its line. */
  testRun: (request: ToolTestRunRequest): Promise<SandboxOutcome> =>
    apiRequest('/tools/test-run', { method: 'POST', body: request, schema: sandboxOutcomeSchema }),
};
