import type { ExecutionWithGraph } from '@loomflow/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatflowsApi } from '../../api/chatflows.api.ts';
import { executionsApi } from '../../api/executions.api.ts';
import type { ExecutionFilters } from '../../api/executions.api.ts';

export const EXECUTIONS_KEY = ['executions'] as const;

export function useExecutionPage(filters: ExecutionFilters, page: number, limit: number) {
  return useQuery({
    queryKey: [...EXECUTIONS_KEY, 'list', filters, page, limit],
    queryFn: () => executionsApi.list(filters, page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useExecution(id: string) {
  return useQuery({
    queryKey: [...EXECUTIONS_KEY, 'one', id],
    queryFn: () => executionsApi.get(id),
  });
}

/** The agentflows of the workspace, for the flow filter. */
export function useAgentflowChoices() {
  return useQuery({
    queryKey: ['execution-flows', 'choices'],
    queryFn: () => chatflowsApi.list({ type: 'AGENTFLOW' }),
  });
}

export function useDeleteExecutions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => executionsApi.removeMany(ids),
    onSettled: () => client.invalidateQueries({ queryKey: EXECUTIONS_KEY }),
  });
}

export function useShareExecution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      executionsApi.setPublic(id, isPublic),
    onSuccess: (execution) => {
      client.setQueryData<ExecutionWithGraph>([...EXECUTIONS_KEY, 'one', execution.id], (shown) =>
        shown ? { ...shown, ...execution } : undefined,
      );
      void client.invalidateQueries({ queryKey: [...EXECUTIONS_KEY, 'list'] });
    },
  });
}
