import type {
  CreateEvaluationRequest,
  Evaluation,
  EvaluationListItem,
  EvaluationProgress,
} from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { evaluationsApi } from '../../api/evaluations.api.ts';
import { isActive } from './evaluation-format.ts';

/** Every evaluation query (list, details, versions, progress) starts with this key. */
export const EVALUATIONS_QUERY_KEY = ['evaluations'] as const;
/** How often a running evaluation's progress is read. */
export const PROGRESS_POLL_MS = 1000;

export function useEvaluations(): UseQueryResult<EvaluationListItem[]> {
  return useQuery({ queryKey: [...EVALUATIONS_QUERY_KEY, 'list'], queryFn: evaluationsApi.list });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: EVALUATIONS_QUERY_KEY });
}

/**
 * The server's progress of an evaluation, read every second while it runs (so a reload shows it where it is).
 * When it ends, every evaluation query is read again for the final figures.
 */
export function useEvaluationProgress(id: string, initial: EvaluationProgress): EvaluationProgress {
  const invalidate = useInvalidate();
  const progress = useQuery({
    queryKey: [...EVALUATIONS_QUERY_KEY, 'progress', id],
    queryFn: () => evaluationsApi.progress(id),
    enabled: isActive(initial.status),
    refetchInterval: (query) =>
      query.state.data && !isActive(query.state.data.status) ? false : PROGRESS_POLL_MS,
  });
  const current = progress.data ?? initial;
  const wasActive = useRef(isActive(initial.status));
  useEffect(() => {
    if (wasActive.current && !isActive(current.status)) void invalidate();
    wasActive.current = isActive(current.status);
  }, [current.status, invalidate]);
  return current;
}

export function useCreateEvaluation(): UseMutationResult<Evaluation, Error, CreateEvaluationRequest> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: evaluationsApi.create, onSuccess: invalidate });
}

export function useRunEvaluationAgain(): UseMutationResult<Evaluation, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: evaluationsApi.runAgain, onSuccess: invalidate });
}

export function useCancelEvaluation(): UseMutationResult<Evaluation, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: evaluationsApi.cancel, onSettled: invalidate });
}

/** Deletes every version of the evaluation. */
export function useDeleteEvaluation(): UseMutationResult<number, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => evaluationsApi.removeAllVersions([id]),
    onSuccess: invalidate,
  });
}
