import type { FlowData, FlowNode } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';

/** Categories whose nodes end a chatflow (Flowise's Chains, Agents and Engines). */
const ENDING_CATEGORIES: ReadonlySet<string> = new Set(['Chains', 'Agents', 'Engine']);
const STICKY_NOTES: ReadonlySet<string> = new Set(['stickyNote', 'stickyNoteAgentflow']);
const REFERENCE = /^\{\{\s*([A-Za-z0-9_-]+)\.data\.instance\s*\}\}$/;

/** A problem of the flow's shape (no ending node, several, a cycle). */
export class ChatflowGraphError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatflowGraphError';
  }
}

export function labelOf(node: FlowNode): string {
  const label = node.data.label;
  return label !== undefined && label.length > 0 ? label : node.id;
}

export function isStickyNote(node: FlowNode): boolean {
  return STICKY_NOTES.has(node.data.name) || node.type === 'stickyNote';
}

/** The id a `{{nodeId.data.instance}}` text references, if it is one. */
export function referencedNodeId(value: unknown): string | undefined {
  return typeof value === 'string' ? REFERENCE.exec(value.trim())?.[1] : undefined;
}

/** The input name of a target handle `<nodeId>-input-<name>-<type>`. */
export function inputNameOfHandle(nodeId: string, handle: string | null | undefined): string | undefined {
  const prefix = `${nodeId}-input-`;
  if (!handle?.startsWith(prefix)) return undefined;
  return handle.slice(prefix.length).split('-')[0];
}

function categoryOf(node: FlowNode): string | undefined {
  return findNodeDefinition(node.data.name)?.category ?? node.data.category;
}

/** Whether a node can end a chatflow: a Chain, Agent or Engine node, or a custom function marked as ending. */
export function canEndFlow(node: FlowNode): boolean {
  if (node.data.name === 'customFunction') return node.data.outputs?.output === 'EndingNode';
  const category = categoryOf(node);
  return category !== undefined && ENDING_CATEGORIES.has(category);
}

/** The node whose answer is the flow's: the one Chain, Agent or Engine node with no outgoing edge. */
export function findEndingNode(flowData: FlowData): FlowNode {
  const withOutgoing = new Set(flowData.edges.map((edge) => edge.source));
  const endings = flowData.nodes.filter(
    (node) => !isStickyNote(node) && !withOutgoing.has(node.id) && canEndFlow(node),
  );
  const [only, ...others] = endings;
  if (!only)
    throw new ChatflowGraphError(
      'This chatflow has no ending node: end it with a Chain, Agent or Engine node (or a Custom Function marked as ending) that connects to nothing',
    );
  if (others.length > 0)
    throw new ChatflowGraphError(
      `This chatflow has several ending nodes (${endings.map((node) => `"${labelOf(node)}"`).join(', ')}): keep one Chain, Agent or Engine node at the end`,
    );
  return only;
}

/** The ids of the nodes a node depends on: the sources of its incoming edges and the nodes its inputs reference. */
export function dependenciesOf(node: FlowNode, flowData: FlowData): string[] {
  const ids = new Set<string>();
  for (const edge of flowData.edges) if (edge.target === node.id) ids.add(edge.source);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    const id = referencedNodeId(value);
    if (id !== undefined) ids.add(id);
  };
  for (const value of Object.values(node.data.inputs ?? {})) visit(value);
  return [...ids];
}

/** The ending node's dependencies then the ending node, each after the nodes it depends on. */
export function initOrder(flowData: FlowData, ending: FlowNode): FlowNode[] {
  const byId = new Map(flowData.nodes.map((node) => [node.id, node]));
  const order: FlowNode[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (node: FlowNode): void => {
    if (done.has(node.id)) return;
    if (visiting.has(node.id))
      throw new ChatflowGraphError(`The chatflow has a cycle through "${labelOf(node)}" (${node.id})`);
    visiting.add(node.id);
    for (const id of dependenciesOf(node, flowData)) {
      const dependency = byId.get(id);
      if (!dependency)
        throw new ChatflowGraphError(
          `Node "${labelOf(node)}" (${node.id}) is connected to a node that does not exist: ${id}`,
        );
      if (!isStickyNote(dependency)) visit(dependency);
    }
    visiting.delete(node.id);
    done.add(node.id);
    order.push(node);
  };
  visit(ending);
  return order;
}
