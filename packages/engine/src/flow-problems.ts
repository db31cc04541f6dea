import type { FlowData, FlowNodeProblems } from '@loomflow/core';

/** A problem found in a flow: on a node, or the flow's own (no `nodeId`, or one the flow does not have). */
export interface FlowProblem {
  readonly nodeId?: string | undefined;
  readonly message: string;
}

/** Problems grouped per node, in the order first met (the flow's own under id '' and label Flow). */
export function problemsByNode(flowData: FlowData, problems: readonly FlowProblem[]): FlowNodeProblems[] {
  const byId = new Map(flowData.nodes.map((node) => [node.id, node]));
  const grouped = new Map<string, { id: string; label: string; name: string; issues: string[] }>();
  for (const problem of problems) {
    const node = problem.nodeId === undefined ? undefined : byId.get(problem.nodeId);
    const id = node?.id ?? '';
    const entry = grouped.get(id) ?? {
      id,
      label: node ? (node.data.label ?? node.id) : 'Flow',
      name: node?.data.name ?? '',
      issues: [],
    };
    entry.issues.push(problem.message);
    grouped.set(id, entry);
  }
  return [...grouped.values()];
}
