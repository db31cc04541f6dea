import type { UpsertJob, UpsertJobs } from '@loomflow/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { documentStoreVectorsApi } from '../../api/document-store-vectors.api.ts';
import { DOCUMENT_STORES_QUERY_KEY } from './useDocumentStores.ts';

/** How often a running job's progress is read. */
export const UPSERT_POLL_MS = 1000;

export const upsertJobsQueryKey = (storeId: string) => ['document-store-upsert-jobs', storeId] as const;

export function isActive(job: UpsertJob | null | undefined): boolean {
  return job?.status === 'QUEUED' || job?.status === 'RUNNING';
}

/**
 * The store's upsert jobs: read on load (so a job started before a page reload is shown), polled while one is
 * queued or running. When a job ends the store is read again (its status and counts changed).
 */
export function useUpsertJobs(storeId: string): UseQueryResult<UpsertJobs> {
  const queryClient = useQueryClient();
  const jobs = useQuery({
    queryKey: upsertJobsQueryKey(storeId),
    queryFn: () => documentStoreVectorsApi.jobs(storeId),
    refetchInterval: (query) => (isActive(query.state.data?.active) ? UPSERT_POLL_MS : false),
  });
  const activeId = jobs.data?.active?.id;
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== activeId) {
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_STORES_QUERY_KEY });
    }
    previous.current = activeId;
  }, [activeId, storeId, queryClient]);
  return jobs;
}
