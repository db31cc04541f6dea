import type { NodeDefinition } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { assistantsApi } from '../../../api/assistants.api.ts';
import type { AssistantStoreOption } from '../../../api/assistant-shapes.ts';

/** The chat model node types an assistant can use (`GET /assistants/components/chatmodels`). */
export function useAssistantChatModels(): UseQueryResult<NodeDefinition[]> {
  return useQuery({
    queryKey: ['assistants', 'components', 'chatmodels'],
    queryFn: assistantsApi.chatModels,
    staleTime: Infinity,
  });
}

/** The tool node types an assistant can use (`customTool` brings the workspace's own tools). */
export function useAssistantToolNodes(): UseQueryResult<NodeDefinition[]> {
  return useQuery({
    queryKey: ['assistants', 'components', 'tools'],
    queryFn: assistantsApi.tools,
    staleTime: Infinity,
  });
}

/** The workspace's document stores an assistant can search (those with vectors). */
export function useAssistantDocumentStores(): UseQueryResult<AssistantStoreOption[]> {
  return useQuery({
    queryKey: ['assistants', 'components', 'docstores'],
    queryFn: assistantsApi.documentStores,
  });
}
