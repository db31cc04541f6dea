import type { ChatflowType } from '@loomflow/core';
import { useState } from 'react';
import { readStored, writeStored } from '../../stores/browser-storage.ts';

/** Where the agentflow list keeps its V1/V2 choice (Flowise's key and values, so the choice carries over). */
export const AGENTFLOW_VERSION_KEY = 'agentFlowVersion';

function storedType(types: readonly ChatflowType[]): ChatflowType | undefined {
  const stored = readStored(AGENTFLOW_VERSION_KEY);
  const type = stored === 'v1' ? 'MULTIAGENT' : stored === 'v2' ? 'AGENTFLOW' : undefined;
  return types.find((candidate) => candidate === type);
}

/**
 * The flow type a list shows, among the types it offers. The agentflow list remembers V1 (sequential and multi
 * agents) or V2 in the browser; it opens on V2 the first time.
 */
export function useListedFlowType(
  types: readonly ChatflowType[],
): [ChatflowType, (type: ChatflowType) => void] {
  const [type, setType] = useState<ChatflowType>(() => storedType(types) ?? types[0] ?? 'CHATFLOW');
  const choose = (next: ChatflowType) => {
    if (next === 'MULTIAGENT' || next === 'AGENTFLOW') {
      writeStored(AGENTFLOW_VERSION_KEY, next === 'MULTIAGENT' ? 'v1' : 'v2');
    }
    setType(next);
  };
  return [type, choose];
}
