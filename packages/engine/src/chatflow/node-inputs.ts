import { parseJsonObject } from '@loomflow/core';
import type { FlowData, FlowNode } from '@loomflow/core';
import { renderValue } from '../template-resolver.ts';
import { embeddedNodeIds, inputNameOfHandle, labelOf, referencedNodeId } from './chatflow-graph.ts';
import { ChatflowRunError } from './chatflow.types.ts';

const EMBEDDED_REFERENCE = /\{\{\s*([A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*)\.data\.instance\s*\}\}/g;

function instanceOf(id: string, instances: ReadonlyMap<string, unknown>, node: FlowNode): unknown {
  if (!instances.has(id))
    throw new ChatflowRunError(
      `Node "${labelOf(node)}" (${node.id}) references node ${id}, which is not part of the run`,
      node.id,
    );
  return instances.get(id);
}

/**
 * Replaces `{{nodeId.data.instance}}` references by the initialised objects: a reference alone (or in a list)
 * gives the object itself; inside text it gives the object as text. JSON text with references (Format Prompt
 * Values, Input Variables) is parsed first and given as an object, so quotes in a value cannot break it.
 */
function substitute(value: unknown, instances: ReadonlyMap<string, unknown>, node: FlowNode): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => substitute(item, instances, node)).filter((item) => item !== undefined);
  }
  const id = referencedNodeId(value);
  if (id !== undefined) return instanceOf(id, instances, node);
  if (typeof value !== 'string' || embeddedNodeIds(value).length === 0) return value;
  const json = parseJsonObject(value);
  if (json !== undefined)
    return Object.fromEntries(
      Object.entries(json).map(([key, item]) => [key, substitute(item, instances, node)]),
    );
  return value.replace(EMBEDDED_REFERENCE, (_whole, referenced: string) =>
    renderValue(instanceOf(referenced, instances, node)),
  );
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
