import { evaluatorListSchema, evaluatorSchema, evaluatorVerdictSchema } from '@loomflow/core';
import type {
  CreateEvaluatorRequest,
  Evaluator,
  EvaluatorVerdict,
  TryEvaluatorRequest,
  UpdateEvaluatorRequest,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const path = (id: string) => `/evaluators/${encodeURIComponent(id)}`;

/** Evaluators (`/evaluators/…`): reusable checks of a flow's answer, and "try it" on a sample. */
export const evaluatorsApi = {
  list: (): Promise<Evaluator[]> => apiRequest('/evaluators', { schema: evaluatorListSchema }),

  create: (request: CreateEvaluatorRequest): Promise<Evaluator> =>
    apiRequest('/evaluators', { method: 'POST', body: request, schema: evaluatorSchema }),

  update: (id: string, request: UpdateEvaluatorRequest): Promise<Evaluator> =>
    apiRequest(path(id), { method: 'PUT', body: request, schema: evaluatorSchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(path(id), { method: 'DELETE', schema: ignoredBody });
  },

  /** Runs a check on a sample without saving anything. */
  tryOn: (request: TryEvaluatorRequest): Promise<EvaluatorVerdict> =>
    apiRequest('/evaluators/try', { method: 'POST', body: request, schema: evaluatorVerdictSchema }),
};
