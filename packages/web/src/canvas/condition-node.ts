import { conditionOutputLabels, conditionOutputs } from '@loomflow/core';
import type { ConditionMode, ConditionOutcome } from '@loomflow/core';
import type { EditorEdge, EditorNode } from './flow-conversion.ts';

/** Agentflow v1 nodes whose outputs are the named results of their condition (spec §5). */
const CONDITION_NODES = new Set(['seqCondition', 'seqConditionAgent']);

/** The tab that holds the condition: the table (`conditionUI`) unless code (`conditionFunction`) is chosen. */
const TAB_IDENTIFIER = 'selectedConditionFunctionTab';

type ConditionNodeData = Pick<EditorNode['data'], 'name' | 'inputs'>;

export function isConditionNode(data: ConditionNodeData): boolean {
  return CONDITION_NODES.has(data.name);
}

function conditionOf(nodeId: string, data: ConditionNodeData): { mode: ConditionMode; value: unknown } {
  const inputs = data.inputs ?? {};
  const mode = inputs[`${TAB_IDENTIFIER}_${nodeId}`] === 'conditionFunction' ? 'code' : 'table';
  return { mode, value: mode === 'code' ? inputs.conditionFunction : inputs.conditionUI };
}

/** The condition's outputs, or the spec's message for what is missing; undefined for other nodes. */
export function conditionCheck(
  nodeId: string,
  data: ConditionNodeData,
): ConditionOutcome<string[]> | undefined {
  if (!isConditionNode(data)) return undefined;
  const { mode, value } = conditionOf(nodeId, data);
  return conditionOutputLabels(value, mode);
}

function optionIds(node: EditorNode): string[] {
  return (node.data.outputAnchors ?? []).flatMap((anchor) =>
    (anchor.options ?? []).map((option) => option.id),
  );
}

/**
 * After an edit of a Condition node: when its condition is complete, its output options become the condition's
 * outputs (sorted, `End` added in table mode) and edges from outputs that vanished are removed. An incomplete
 * condition keeps the current outputs (its message is shown instead).
 */
export function refreshConditionOutputs(
  node: EditorNode,
  edges: readonly EditorEdge[],
): { node: EditorNode; edges: EditorEdge[] } | undefined {
  if (!isConditionNode(node.data)) return undefined;
  const { mode, value } = conditionOf(node.id, node.data);
  const result = conditionOutputs(node.id, value, mode, edges);
  if (!result.ok) return undefined;
  const [anchor] = result.value.outputAnchors;
  if (!anchor) return undefined;
  const next = anchor.options.map((option) => option.id);
  if (next.join('\n') === optionIds(node).join('\n')) return undefined;
  const current = (node.data.outputAnchors ?? []).find((candidate) => candidate.name === 'output');
  const removed = new Set(result.value.removedEdgeIds);
  return {
    node: {
      ...node,
      data: {
        ...node.data,
        outputAnchors: [{ ...current, ...anchor, options: anchor.options.map((option) => ({ ...option })) }],
      },
    },
    edges: edges.filter((edge) => !removed.has(edge.id)),
  };
}
