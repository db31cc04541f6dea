import type { CreateEvaluatorRequest, Evaluator, UpdateEvaluatorRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { evaluatorsApi } from '../../api/evaluators.api.ts';

export const EVALUATORS_QUERY_KEY = ['evaluators'] as const;

export function useEvaluators(): UseQueryResult<Evaluator[]> {
  return useQuery({ queryKey: EVALUATORS_QUERY_KEY, queryFn: evaluatorsApi.list });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: EVALUATORS_QUERY_KEY });
}

export function useCreateEvaluator(): UseMutationResult<Evaluator, Error, CreateEvaluatorRequest> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: evaluatorsApi.create, onSuccess: invalidate });
}

export interface UpdateEvaluatorVariables {
  readonly id: string;
  readonly changes: UpdateEvaluatorRequest;
}

export function useUpdateEvaluator(): UseMutationResult<Evaluator, Error, UpdateEvaluatorVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateEvaluatorVariables) => evaluatorsApi.update(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteEvaluator(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: evaluatorsApi.remove, onSuccess: invalidate });
}
