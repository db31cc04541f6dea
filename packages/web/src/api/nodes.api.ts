import { isNodeDefinition, nodeOptionListSchema } from '@loomflow/core';
import type { NodeDefinition, NodeLoadMethodRequest, NodeOption } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import type { ResponseSchema } from './response-schema.ts';

export const nodeDefinitionListSchema: ResponseSchema<NodeDefinition[]> = {
  safeParse: (value) => {
    if (Array.isArray(value) && value.every(isNodeDefinition)) return { success: true, data: value };
    return { success: false, error: { issues: 'Not a list of node types' } };
  },
};

export const nodesApi = {
  list: (): Promise<NodeDefinition[]> => apiRequest('/nodes', { schema: nodeDefinitionListSchema }),

  loadMethod: (nodeName: string, request: NodeLoadMethodRequest): Promise<NodeOption[]> =>
    apiRequest(`/node-load-method/${encodeURIComponent(nodeName)}`, {
      method: 'POST',
      body: request,
      schema: nodeOptionListSchema,
    }),
};

/** Served without a session: usable directly as an `<img src>`. */
export function nodeIconUrl(name: string): string {
  return `/api/v1/node-icon/${encodeURIComponent(name)}`;
}
