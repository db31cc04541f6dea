import { errorMessage } from '@loomflow/core';
import type { ChatflowType, FlowValidationResponse } from '@loomflow/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flowValidationApi } from '../../api/flow-validation.api.ts';
import { notify } from '../../ui/notify.ts';
import { flowProblemsQueryKey, isCheckedFlowType } from './flow-problems.ts';

const NONE: FlowValidationResponse = [];

export interface FlowValidation {
  /** What the last check of the open flow found (empty before any, and when it can run). */
  readonly problems: FlowValidationResponse;
  /** When the last check answered (ms), 0 before any: a new check shows the list again. */
  readonly checkedAt: number;
  /** Whether this flow type can be checked at all. */
  readonly available: boolean;
  readonly checking: boolean;
  /** Checks the saved flow of this id (the open one, or one just created) and keeps the answer. */
  readonly check: (flowId: string) => Promise<void>;
}

/** The server's check of the saved flow (`GET /validation/{flowId}`), run after each save and on demand. */
export function useFlowValidation(flowId: string | null, flowType: ChatflowType): FlowValidation {
  const queryClient = useQueryClient();
  const available = isCheckedFlowType(flowType);
  const [checking, setChecking] = useState(false);
  const result = useQuery({
    queryKey: flowProblemsQueryKey(flowId ?? ''),
    queryFn: () => flowValidationApi.check(flowId ?? ''),
    // Never on its own: only a save or the user asks for a check.
    enabled: false,
    staleTime: Infinity,
  });
  const check = async (id: string) => {
    if (!available) return;
    setChecking(true);
    try {
      await queryClient.query({
        queryKey: flowProblemsQueryKey(id),
        queryFn: () => flowValidationApi.check(id),
        staleTime: 0,
      });
    } catch (error: unknown) {
      notify.error(`Could not check the flow: ${errorMessage(error)}`);
    } finally {
      setChecking(false);
    }
  };
  return {
    problems: flowId === null ? NONE : (result.data ?? NONE),
    checkedAt: result.dataUpdatedAt,
    available,
    checking,
    check,
  };
}
