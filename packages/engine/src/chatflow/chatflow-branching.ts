import type { FlowData } from '@loomflow/core';
import { dependenciesOf, outputNameOfHandle } from './chatflow-graph.ts';

/** For each node, the nodes that depend on it (edges and references). */
function dependentsByNode(flowData: FlowData): Map<string, string[]> {
  const dependents = new Map<string, string[]>();
  for (const node of flowData.nodes)
    for (const id of dependenciesOf(node, flowData))
      dependents.set(id, [...(dependents.get(id) ?? []), node.id]);
  return dependents;
}

function downstreamOf(
  starts: readonly string[],
  dependents: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(dependents.get(id) ?? []));
  }
  return reached;
}

/**
 * The nodes a branching node's choice leaves out: those reached (through edges or references) from the output
 * anchors it did not choose and not from the one it chose.
 */
export function nodesOffBranch(flowData: FlowData, branchNodeId: string, chosenOutput: string): Set<string> {
  const taken: string[] = [];
  const notTaken: string[] = [];
  for (const edge of flowData.edges) {
    if (edge.source !== branchNodeId) continue;
    const output = outputNameOfHandle(branchNodeId, edge.sourceHandle);
    (output === chosenOutput ? taken : notTaken).push(edge.target);
  }
  const dependents = dependentsByNode(flowData);
  const reachedByTaken = downstreamOf(taken, dependents);
  const skipped = new Set<string>();
  for (const id of downstreamOf(notTaken, dependents)) if (!reachedByTaken.has(id)) skipped.add(id);
  return skipped;
}
