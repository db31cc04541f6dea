import type { CreateEvaluatorRequest, Evaluator, UpdateEvaluatorRequest } from '@loomflow/core';
import { evaluatorsApi } from '../../api/evaluators.api.ts';
import { resourceHooks, type ResourceUpdate } from '../../api/resource-hooks.ts';

export const EVALUATORS_QUERY_KEY = ['evaluators'] as const;

const evaluators = resourceHooks<Evaluator, CreateEvaluatorRequest, Evaluator, UpdateEvaluatorRequest>(
  EVALUATORS_QUERY_KEY,
  evaluatorsApi,
);

export type UpdateEvaluatorVariables = ResourceUpdate<UpdateEvaluatorRequest>;
export const useEvaluators = evaluators.useList;
export const useCreateEvaluator = evaluators.useCreate;
export const useUpdateEvaluator = evaluators.useUpdate;
export const useDeleteEvaluator = evaluators.useDelete;
