import type { ChatflowType, FlowNodeProblems } from '@loomflow/core';

/** The flow types the server can check (`GET /validation/{flowId}` answers 501 for the others). */
export function isCheckedFlowType(flowType: ChatflowType): boolean {
  return flowType === 'CHATFLOW' || flowType === 'AGENTFLOW' || flowType === 'MULTIAGENT';
}

/** The query key under which a flow's last check is kept (it outlives the editor of a first save). */
export function flowProblemsQueryKey(flowId: string): readonly [string, string] {
  return ['flow-validation', flowId];
}

/** Each node's problems by node id; the flow's own problems (empty id) are not a node's. */
export function problemsByNode(
  problems: readonly FlowNodeProblems[],
): ReadonlyMap<string, readonly string[]> {
  const byNode = new Map<string, string[]>();
  for (const problem of problems) {
    if (problem.id === '' || problem.issues.length === 0) continue;
    byNode.set(problem.id, [...(byNode.get(problem.id) ?? []), ...problem.issues]);
  }
  return byNode;
}

/** How many problems a check found, for the list's heading. */
export function problemCount(problems: readonly FlowNodeProblems[]): number {
  return problems.reduce((total, problem) => total + problem.issues.length, 0);
}
