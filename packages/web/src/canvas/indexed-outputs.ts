import { indexedOutputs } from '@loomflow/core';
import type { EditorEdge, EditorNode } from './flow-conversion.ts';
import { refreshConditionOutputs } from './condition-node.ts';
import { rowsOf } from './params/input-param.ts';

/** How many numbered outputs an agentflow node has for its current values, for nodes whose count varies. */
function outputCount(node: EditorNode): number | undefined {
  const inputs = node.data.inputs ?? {};
  if (node.data.name === 'conditionAgentflow') return rowsOf(inputs.conditions).length + 1;
  if (node.data.name === 'conditionAgentAgentflow') return rowsOf(inputs.conditionAgentScenarios).length;
  return undefined;
}

/**
 * Spec §5: after an edit, a Condition (or Condition Agent) node has one output per condition (plus Else), and the
 * edges leaving outputs that vanished are removed.
 */
export function refreshIndexedOutputs(
  node: EditorNode,
  edges: readonly EditorEdge[],
): { node: EditorNode; edges: EditorEdge[] } | undefined {
  const count = outputCount(node);
  if (count === undefined || count === (node.data.outputAnchors ?? []).length) return undefined;
  const label = node.data.label ?? node.data.name;
  const result = indexedOutputs({ id: node.id, label, name: node.data.name }, count, edges);
  const removed = new Set(result.removedEdgeIds);
  return {
    node: { ...node, data: { ...node.data, outputAnchors: result.outputAnchors } },
    edges: edges.filter((edge) => !removed.has(edge.id)),
  };
}

/** Spec §5 output refresh of any node kind whose outputs follow its values (agentflow v2 and v1 conditions). */
export function refreshOutputs(
  node: EditorNode,
  edges: readonly EditorEdge[],
): { node: EditorNode; edges: EditorEdge[] } | undefined {
  return refreshIndexedOutputs(node, edges) ?? refreshConditionOutputs(node, edges);
}
