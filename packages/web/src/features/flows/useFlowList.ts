import type { ChatflowPage, ChatflowType } from '@loomflow/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { chatflowsApi } from '../../api/chatflows.api.ts';
import { FLOW_SORTS } from './flow-list.ts';
import type { FlowSort } from './flow-list.ts';

export const FLOWS_QUERY_KEY = ['chatflows'] as const;

export interface FlowListQuery {
  readonly type: ChatflowType;
  readonly search: string;
  readonly page: number;
  readonly limit: number;
  readonly sort: FlowSort;
}

/** One page of the flows of a type matching the search (name or category), in the chosen order, with the total. */
export function useFlowList(query: FlowListQuery): UseQueryResult<ChatflowPage> {
  return useQuery({
    queryKey: [...FLOWS_QUERY_KEY, query],
    queryFn: () =>
      chatflowsApi.page({
        type: query.type,
        page: query.page,
        limit: query.limit,
        search: query.search.trim() || undefined,
        sort: FLOW_SORTS[query.sort].sort,
        order: FLOW_SORTS[query.sort].order,
      }),
    placeholderData: keepPreviousData,
  });
}
