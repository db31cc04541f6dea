import type { Chatflow, CreateChatflowRequest } from '@loomflow/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import { chatflowsApi } from '../../api/chatflows.api.ts';
import { copyName } from './flow-list.ts';
import { FLOWS_QUERY_KEY } from './useFlowList.ts';

export interface FlowMutations {
  readonly create: UseMutationResult<Chatflow, Error, CreateChatflowRequest>;
  readonly rename: UseMutationResult<Chatflow, Error, { id: string; name: string; category: string | null }>;
  readonly duplicate: UseMutationResult<Chatflow, Error, Chatflow>;
  readonly remove: UseMutationResult<void, Error, string>;
}

/** Create, rename (and re-tag), duplicate and delete flows; each refreshes the lists. */
export function useFlowMutations(): FlowMutations {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: FLOWS_QUERY_KEY });
  const create = useMutation({ mutationFn: chatflowsApi.create, onSuccess });
  const rename = useMutation({
    mutationFn: ({ id, name, category }: { id: string; name: string; category: string | null }) =>
      chatflowsApi.update(id, { name, category }),
    onSuccess,
  });
  const duplicate = useMutation({
    mutationFn: (flow: Chatflow) =>
      chatflowsApi.create({
        name: copyName(flow.name),
        flowData: flow.flowData,
        type: flow.type,
        category: flow.category,
        chatbotConfig: flow.chatbotConfig,
        apiConfig: flow.apiConfig,
      }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: chatflowsApi.remove, onSuccess });
  return { create, rename, duplicate, remove };
}
