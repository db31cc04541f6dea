import type { EvaluationDetail, EvaluationOutdated, EvaluationVersions } from '@loomflow/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { evaluationsApi } from '../../api/evaluations.api.ts';
import type { RunsPage } from '../../api/evaluations.api.ts';
import { isActive } from './evaluation-format.ts';
import { EVALUATIONS_QUERY_KEY, PROGRESS_POLL_MS } from './useEvaluations.ts';

/** How often a running evaluation's rows are read again (its progress bar is read every second). */
const RUNNING_ROWS_POLL_MS = 3 * PROGRESS_POLL_MS;

/** The evaluation with a page of its runs; read again every few seconds while it runs. */
export function useEvaluationDetail(id: string, runs: RunsPage): UseQueryResult<EvaluationDetail> {
  return useQuery({
    queryKey: [...EVALUATIONS_QUERY_KEY, 'detail', id, runs],
    queryFn: () => evaluationsApi.get(id, runs),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data && isActive(query.state.data.status) ? RUNNING_ROWS_POLL_MS : false,
  });
}

/** Every version of the evaluation, oldest first (for the charts and the version picker). */
export function useEvaluationVersions(id: string): UseQueryResult<EvaluationVersions> {
  return useQuery({
    queryKey: [...EVALUATIONS_QUERY_KEY, 'versions', id],
    queryFn: () => evaluationsApi.versions(id),
  });
}

/** Why the evaluation is outdated (asked only when it is). */
export function useOutdatedReasons(id: string, outdated: boolean): UseQueryResult<EvaluationOutdated> {
  return useQuery({
    queryKey: [...EVALUATIONS_QUERY_KEY, 'outdated', id],
    queryFn: () => evaluationsApi.outdated(id),
    enabled: outdated,
  });
}
