import { isRecord, nodeOptionListSchema } from '@loomflow/core';
import type { NodeDefinition, NodeLoadMethodRequest, NodeOption } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import type { ResponseSchema } from './response-schema.ts';

/** The fields every node type carries; the rest of the declaration is the server's (packages/nodes). */
export function isNodeDefinition(value: unknown): value is NodeDefinition {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.label === 'string' &&
    typeof value.category === 'string' &&
    Array.isArray(value.inputs) &&
    Array.isArray(value.baseClasses)
  );
}

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
