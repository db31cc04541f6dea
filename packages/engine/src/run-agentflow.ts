import type { AgentflowRunRequest, AgentflowRunResult, EngineEvent } from './run.types.ts';

/** Runs an agentflow v2 graph. (Being written this session: replaced by the scheduler.) */
export function runAgentflow(
  request: AgentflowRunRequest,
  onEvent: (event: EngineEvent) => void,
): Promise<AgentflowRunResult> {
  void request;
  void onEvent;
  return Promise.reject(new Error('The agentflow engine is not built yet'));
}
