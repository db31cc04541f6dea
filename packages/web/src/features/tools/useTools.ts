import type { CreateToolRequest, Tool, UpdateToolRequest } from '@loomflow/core';
import { resourceHooks, type ResourceUpdate } from '../../api/resource-hooks.ts';
import { toolsApi } from '../../api/tools.api.ts';

export const TOOLS_QUERY_KEY = ['tools'] as const;

const tools = resourceHooks<Tool, CreateToolRequest, Tool, UpdateToolRequest>(TOOLS_QUERY_KEY, toolsApi);

export type UpdateToolVariables = ResourceUpdate<UpdateToolRequest>;
export const useTools = tools.useList;
export const useCreateTool = tools.useCreate;
export const useUpdateTool = tools.useUpdate;
export const useDeleteTool = tools.useDelete;
