import type { ChatflowPage, ChatflowType } from '@loomflow/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { chatflowsApi } from '../../api/chatflows.api.ts';

export const FLOWS_QUERY_KEY = ['chatflows'] as const;

export interface FlowListQuery {
  readonly type: ChatflowType;
  readonly search: string;
  readonly page: number;
  readonly limit: number;
}

/** One page of the flows of a type matching the search (name or category), with the total. */
export function useFlowList(query: FlowListQuery): UseQueryResult<ChatflowPage> {
  return useQuery({
    queryKey: [...FLOWS_QUERY_KEY, query],
    queryFn: () => chatflowsApi.page({ ...query, search: query.search.trim() || undefined }),
    placeholderData: keepPreviousData,
  });
}
