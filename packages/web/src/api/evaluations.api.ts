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
  EvaluationRunStatus,
  EvaluationVersions,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import { ignoredBody } from './response-schema.ts';

const part = encodeURIComponent;

/** Which runs `GET /evaluations/{id}` answers: a page (from 1), of one flow or one outcome when set. */
export interface RunsPage {
  readonly page: number;
  readonly limit: number;
  readonly flowId?: string;
  readonly status?: EvaluationRunStatus;
}

/** Evaluations (`/evaluations/…`): runs of a dataset through flows, their progress, versions and results. */
export const evaluationsApi = {
  /** The latest version of each evaluation, newest first. */
  list: (): Promise<EvaluationListItem[]> => apiRequest('/evaluations', { schema: evaluationListSchema }),

  /** Starts the run in the background; answers the evaluation as `running`. */
  create: (request: CreateEvaluationRequest): Promise<Evaluation> =>
    apiRequest('/evaluations', { method: 'POST', body: request, schema: evaluationSchema }),

  /** The evaluation with one page (from 1) of its runs, of one flow or one outcome when asked. */
  get: (id: string, runs: RunsPage): Promise<EvaluationDetail> => {
    const query = new URLSearchParams({ page: String(runs.page), limit: String(runs.limit) });
    if (runs.flowId !== undefined) query.set('flowId', runs.flowId);
    if (runs.status !== undefined) query.set('status', runs.status);
    return apiRequest(`/evaluations/${part(id)}?${query.toString()}`, { schema: evaluationDetailSchema });
  },

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
