import type { FlowData, FlowNode } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';

/** Categories whose nodes end a chatflow (Flowise's Chains, Agents and Engines). */
const ENDING_CATEGORIES: ReadonlySet<string> = new Set(['Chains', 'Agents', 'Engine']);
const STICKY_NOTES: ReadonlySet<string> = new Set(['stickyNote', 'stickyNoteAgentflow']);
/** Node ids are Flowise's `<name>_<n>`; a few names held single spaces (`Chat NVIDIA NIM_0`, before July 2025). */
const REFERENCE = /^\{\{\s*([A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*)\.data\.instance\s*\}\}$/;
const EMBEDDED_REFERENCE = /\{\{\s*([A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*)\.data\.instance\s*\}\}/g;
/** Nodes whose output anchors are alternatives: only the chosen one's nodes run (Flowise's If Else Function). */
export const BRANCHING_NODES: ReadonlySet<string> = new Set(['ifElseFunction']);

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

/** Every node id `{{nodeId.data.instance}}` references inside a text (alone or embedded in other text / JSON). */
export function embeddedNodeIds(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(EMBEDDED_REFERENCE)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
}

/** The output anchor name of a source handle `<nodeId>-output-<name>-<types>`. */
export function outputNameOfHandle(nodeId: string, handle: string | null | undefined): string | undefined {
  const prefix = `${nodeId}-output-`;
  if (!handle?.startsWith(prefix)) return undefined;
  return handle.slice(prefix.length).split('-')[0];
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

/**
 * The nodes whose answer is the flow's: the one Chain, Agent or Engine node with no outgoing edge — or several
 * when the flow branches (If Else Function), one of which the run picks.
 */
export function findEndingNodes(flowData: FlowData): FlowNode[] {
  const withOutgoing = new Set(flowData.edges.map((edge) => edge.source));
  const endings = flowData.nodes.filter(
    (node) => !isStickyNote(node) && !withOutgoing.has(node.id) && canEndFlow(node),
  );
  if (endings.length === 0)
    throw new ChatflowGraphError(
      'This chatflow has no ending node: end it with a Chain, Agent or Engine node (or a Custom Function marked as ending) that connects to nothing',
    );
  const branches = flowData.nodes.some((node) => BRANCHING_NODES.has(node.data.name));
  if (endings.length > 1 && !branches)
    throw new ChatflowGraphError(
      `This chatflow has several ending nodes (${endings.map((node) => `"${labelOf(node)}"`).join(', ')}): keep one Chain, Agent or Engine node at the end, or split them with an If Else Function`,
    );
  return endings;
}

/** The flow's only ending node (a branching flow's first one). */
export function findEndingNode(flowData: FlowData): FlowNode {
  const [first] = findEndingNodes(flowData);
  if (!first) throw new ChatflowGraphError('This chatflow has no ending node');
  return first;
}

/** The Set Variable nodes that write the variable a Get Variable node reads (they run before it). */
function variableWriters(node: FlowNode, flowData: FlowData): string[] {
  if (node.data.name !== 'getVariable') return [];
  const name = node.data.inputs?.variableName;
  return flowData.nodes
    .filter((other) => other.data.name === 'setVariable' && other.data.inputs?.variableName === name)
    .map((other) => other.id);
}

/**
 * The ids of the nodes a node depends on: the sources of its incoming edges, the nodes its inputs reference
 * (alone or inside text) and, for Get Variable, the Set Variable nodes of its variable.
 */
export function dependenciesOf(node: FlowNode, flowData: FlowData): string[] {
  const ids = new Set<string>();
  for (const edge of flowData.edges) if (edge.target === node.id) ids.add(edge.source);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (typeof value === 'object' && value !== null)
      for (const item of Object.values(value)) visit(item);
    for (const id of embeddedNodeIds(value)) ids.add(id);
  };
  for (const value of Object.values(node.data.inputs ?? {})) visit(value);
  for (const id of variableWriters(node, flowData)) ids.add(id);
  ids.delete(node.id);
  return [...ids];
}

/** The ending nodes' dependencies then the ending nodes, each after the nodes it depends on. */
export function initOrder(flowData: FlowData, endings: readonly FlowNode[]): FlowNode[] {
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
  for (const ending of endings) visit(ending);
  return order;
}
