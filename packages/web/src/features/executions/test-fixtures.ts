import type { Chatflow, Execution } from '@loomflow/core';

/** Test data of the executions screens. */
export function testExecution(id: string, fields: Partial<Execution> = {}): Execution {
  return {
    id,
    executionData: '[]',
    state: 'FINISHED',
    agentflowId: 'flow-1',
    sessionId: `session-${id}`,
    action: null,
    isPublic: false,
    createdDate: '2026-03-04T10:00:00.000Z',
    updatedDate: '2026-03-04T10:00:02.500Z',
    stoppedDate: null,
    workspaceId: 'ws-1',
    agentflow: { id: 'flow-1', name: 'Support triage' },
    ...fields,
  };
}

export function testAgentflow(id: string, name: string, flowData = '{"nodes":[],"edges":[]}'): Chatflow {
  return {
    id,
    name,
    flowData,
    type: 'AGENTFLOW',
    deployed: null,
    isPublic: null,
    apikeyid: null,
    chatbotConfig: null,
    apiConfig: null,
    analytic: null,
    speechToText: null,
    followUpPrompts: null,
    category: null,
    workspaceId: 'ws-1',
    createdDate: '2026-03-01T00:00:00.000Z',
    updatedDate: '2026-03-01T00:00:00.000Z',
  };
}
