import type { Chatflow, ChatflowType } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { chatflowsApi } from '../../api/chatflows.api.ts';

/** The flow types an evaluation can run: chatflows and agentflows (v2, and v1 multi-agent). */
export const EVALUABLE_FLOW_TYPES: readonly ChatflowType[] = ['CHATFLOW', 'AGENTFLOW', 'MULTIAGENT'];

export const FLOW_TYPE_LABELS: Readonly<Record<ChatflowType, string>> = {
  CHATFLOW: 'Chatflows',
  AGENTFLOW: 'Agentflows',
  MULTIAGENT: 'Agentflows (v1)',
  ASSISTANT: 'Assistants',
};

/** Every flow an evaluation may run, chatflows first, each type by name. */
export function useEvaluableFlows(): UseQueryResult<Chatflow[]> {
  return useQuery({
    queryKey: ['chatflows', 'evaluable'],
    queryFn: async () => {
      const lists = await Promise.all(EVALUABLE_FLOW_TYPES.map((type) => chatflowsApi.list({ type })));
      return lists.flatMap((flows) => [...flows].sort((a, b) => a.name.localeCompare(b.name)));
    },
  });
}
