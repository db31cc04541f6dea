import type { AddOutboundAccessEntryRequest, OutboundAccessEntry, OutboundAccessList } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { outboundAccessApi } from './outbound-access.api.ts';

export const OUTBOUND_ACCESS_QUERY_KEY = ['outbound-access'] as const;

export function useOutboundAccess(): UseQueryResult<OutboundAccessList> {
  return useQuery({ queryKey: OUTBOUND_ACCESS_QUERY_KEY, queryFn: outboundAccessApi.list });
}

function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OUTBOUND_ACCESS_QUERY_KEY });
}

export function useAddOutboundAccess(): UseMutationResult<
  OutboundAccessEntry,
  Error,
  AddOutboundAccessEntryRequest
> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: outboundAccessApi.add, onSuccess: invalidate });
}

export function useRemoveOutboundAccess(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: outboundAccessApi.remove, onSuccess: invalidate });
}
