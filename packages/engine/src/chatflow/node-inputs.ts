import type { FlowData, FlowNode } from '@loomflow/core';
import { inputNameOfHandle, labelOf, referencedNodeId } from './chatflow-graph.ts';
import { ChatflowRunError } from './chatflow.types.ts';

/** Replaces `{{nodeId.data.instance}}` references (alone or in lists) by the initialised objects. */
function substitute(value: unknown, instances: ReadonlyMap<string, unknown>, node: FlowNode): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => substitute(item, instances, node)).filter((item) => item !== undefined);
  }
  const id = referencedNodeId(value);
  if (id === undefined) return value;
  if (!instances.has(id))
    throw new ChatflowRunError(
      `Node "${labelOf(node)}" (${node.id}) references node ${id}, which is not part of the run`,
      node.id,
    );
  return instances.get(id);
}

/**
 * The inputs a component receives: references replaced by instances, and anchors an edge feeds but whose value
 * was never written (flows edited by hand) filled from the edge's source.
 */
export function inputsWithInstances(
  node: FlowNode,
  inputs: Readonly<Record<string, unknown>>,
  flowData: FlowData,
  instances: ReadonlyMap<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(inputs)) result[name] = substitute(value, instances, node);
  for (const edge of flowData.edges) {
    if (edge.target !== node.id || !instances.has(edge.source)) continue;
    const name = inputNameOfHandle(node.id, edge.targetHandle);
    if (name === undefined) continue;
    const current = result[name];
    if (current === undefined || current === null || current === '')
      result[name] = instances.get(edge.source);
  }
  return result;
}
