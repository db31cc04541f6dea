import {
  deletedCountSchema,
  evaluationDetailSchema,
  evaluationListSchema,
  evaluationOutdatedSchema,
  evaluationProgressSchema,
  evaluationSchema,
  evaluationVersionsSchema,
} from '@loomflow/core';
import type {
  CreateEvaluationRequest,
  Evaluation,
  EvaluationDetail,
  EvaluationListItem,
  EvaluationOutdated,
  EvaluationProgress,
  EvaluationVersions,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const part = encodeURIComponent;

/** Evaluations (`/evaluations/…`): runs of a dataset through flows, their progress, versions and results. */
export const evaluationsApi = {
  /** The latest version of each evaluation, newest first. */
  list: (): Promise<EvaluationListItem[]> => apiRequest('/evaluations', { schema: evaluationListSchema }),

  /** Starts the run in the background; answers the evaluation as `running`. */
  create: (request: CreateEvaluationRequest): Promise<Evaluation> =>
    apiRequest('/evaluations', { method: 'POST', body: request, schema: evaluationSchema }),

  /** The evaluation with one page (from 1) of its runs. */
  get: (id: string, page: number, limit: number): Promise<EvaluationDetail> =>
    apiRequest(`/evaluations/${part(id)}?page=${String(page)}&limit=${String(limit)}`, {
      schema: evaluationDetailSchema,
    }),

  progress: (id: string): Promise<EvaluationProgress> =>
    apiRequest(`/evaluations/progress/${part(id)}`, { schema: evaluationProgressSchema }),

  outdated: (id: string): Promise<EvaluationOutdated> =>
    apiRequest(`/evaluations/is-outdated/${part(id)}`, { schema: evaluationOutdatedSchema }),

  /** Every version of the evaluation the id belongs to, oldest first. */
  versions: (id: string): Promise<EvaluationVersions> =>
    apiRequest(`/evaluations/versions/${part(id)}`, { schema: evaluationVersionsSchema }),

  /** A new version with the same settings on the current dataset and flows. */
  runAgain: (id: string): Promise<Evaluation> =>
    apiRequest(`/evaluations/run-again/${part(id)}`, { method: 'POST', schema: evaluationSchema }),

  cancel: (id: string): Promise<Evaluation> =>
    apiRequest(`/evaluations/cancel/${part(id)}`, { method: 'POST', schema: evaluationSchema }),

  remove: async (id: string): Promise<void> => {
    await apiRequest(`/evaluations/${part(id)}`, { method: 'DELETE', schema: ignoredBody });
  },

  /** Deletes the evaluations, every version of each. */
  removeAllVersions: async (ids: readonly string[]): Promise<number> => {
    const answer = await apiRequest('/evaluations', {
      method: 'PATCH',
      body: { ids, allVersions: true },
      schema: deletedCountSchema,
    });
    return answer.deleted;
  },
};
