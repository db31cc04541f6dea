import type { CreateVariableRequest, UpdateVariableRequest, Variable } from '@loomflow/core';
import { resourceHooks, type ResourceUpdate } from '../../api/resource-hooks.ts';
import { variablesApi } from '../../api/variables.api.ts';

export const VARIABLES_QUERY_KEY = ['variables'] as const;

const variables = resourceHooks<Variable, CreateVariableRequest, Variable, UpdateVariableRequest>(
  VARIABLES_QUERY_KEY,
  variablesApi,
);

export type UpdateVariableVariables = ResourceUpdate<UpdateVariableRequest>;
export const useVariables = variables.useList;
export const useCreateVariable = variables.useCreate;
export const useUpdateVariable = variables.useUpdate;
export const useDeleteVariable = variables.useDelete;
