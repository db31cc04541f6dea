import type { QueueJob, QueueOverview } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { queueApi } from './queue.api.ts';

/** The dashboard refreshes itself this often. */
export const QUEUE_REFRESH_MS = 5000;

const QUEUE_OVERVIEW_KEY = ['queue', 'overview'] as const;

/** The queues' counts and jobs, read again every few seconds while the screen is open. */
export function useQueueOverview(): UseQueryResult<QueueOverview> {
  return useQuery({
    queryKey: QUEUE_OVERVIEW_KEY,
    queryFn: queueApi.overview,
    refetchInterval: QUEUE_REFRESH_MS,
    // A failed read (Redis away) is shown as it is; the next tick tries again.
    retry: false,
  });
}

/** Removes a finished job, then reads the queues again. */
export function useRemoveQueueJob(): UseMutationResult<unknown, Error, QueueJob> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: QueueJob) => queueApi.remove(job.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_OVERVIEW_KEY }),
  });
}
