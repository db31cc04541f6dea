import type { FlowData, FlowNode } from '@loomflow/core';

/** Node names the engine never runs. */
export const IGNORED_NODE_NAMES: ReadonlySet<string> = new Set(['stickyNoteAgentflow', 'stickyNote']);
export const START_NODE_NAME = 'startAgentflow';
export const LOOP_NODE_NAME = 'loopAgentflow';

/** A node of the run plan. */
export interface GraphNode {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly credentialId: string | undefined;
  /** The iteration node this node sits in. */
  readonly parentId: string | undefined;
}

/** An edge of the run plan; `outputIndex` is set for the numbered outputs of multi-output nodes. */
export interface GraphEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly outputIndex: number | undefined;
}

/** The plan of one block: the top level, or the inside of one iteration node. */
export interface GraphScope {
  /** Node ids in flow order. */
  readonly nodeIds: readonly string[];
  /** Nodes with no incoming edge inside the block. */
  readonly entryIds: readonly string[];
}

export interface FlowGraph {
  readonly nodes: ReadonlyMap<string, GraphNode>;
  readonly outgoing: ReadonlyMap<string, readonly GraphEdge[]>;
  readonly incoming: ReadonlyMap<string, readonly GraphEdge[]>;
  readonly startId: string | undefined;
  readonly top: GraphScope;
  /** Iteration node id → its inner block. */
  readonly blocks: ReadonlyMap<string, GraphScope>;
}

function outputIndexOf(sourceId: string, handle: string | null | undefined): number | undefined {
  const prefix = `${sourceId}-output-`;
  if (!handle?.startsWith(prefix)) return undefined;
  const rest = handle.slice(prefix.length);
  return /^\d+$/.test(rest) ? Number(rest) : undefined;
}

function toGraphNode(node: FlowNode): GraphNode {
  const label = node.data.label;
  return {
    id: node.id,
    label: label !== undefined && label.length > 0 ? label : node.id,
    name: node.data.name,
    inputs: node.data.inputs ?? {},
    credentialId:
      node.data.credential !== undefined && node.data.credential !== '' ? node.data.credential : undefined,
    parentId: node.parentNode,
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function scopeOf(
  nodeIds: readonly string[],
  incoming: ReadonlyMap<string, readonly GraphEdge[]>,
): GraphScope {
  const inside = new Set(nodeIds);
  const entryIds = nodeIds.filter((id) => !(incoming.get(id) ?? []).some((edge) => inside.has(edge.source)));
  return { nodeIds, entryIds };
}

/**
 * The run plan of an agentflow v2: its nodes (sticky notes left out), edges between them, the top-level block
 * and each iteration node's inner block (nodes whose `parentNode` is the iteration node).
 */
export function buildGraph(flowData: FlowData): FlowGraph {
  const nodes = new Map<string, GraphNode>();
  for (const node of flowData.nodes) {
    if (IGNORED_NODE_NAMES.has(node.data.name) || nodes.has(node.id)) continue;
    nodes.set(node.id, toGraphNode(node));
  }
  const outgoing = new Map<string, GraphEdge[]>();
  const incoming = new Map<string, GraphEdge[]>();
  for (const edge of flowData.edges) {
    if (!nodes.has(edge.source) || !nodes.has(edge.target)) continue;
    const graphEdge: GraphEdge = {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      outputIndex: outputIndexOf(edge.source, edge.sourceHandle),
    };
    push(outgoing, edge.source, graphEdge);
    push(incoming, edge.target, graphEdge);
  }
  const topIds: string[] = [];
  const blockIds = new Map<string, string[]>();
  for (const node of nodes.values()) {
    if (node.parentId !== undefined && nodes.has(node.parentId)) push(blockIds, node.parentId, node.id);
    else topIds.push(node.id);
  }
  const blocks = new Map<string, GraphScope>();
  for (const [iterationId, ids] of blockIds) blocks.set(iterationId, scopeOf(ids, incoming));
  const start = [...nodes.values()].find((node) => node.name === START_NODE_NAME);
  return {
    nodes,
    outgoing,
    incoming,
    startId: start?.id,
    top: scopeOf(topIds, incoming),
    blocks,
  };
}

/** Every node reachable from `fromId` along edges inside the block (itself included). */
export function downstreamOf(graph: FlowGraph, fromId: string, scope: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>([fromId]);
  const queue = [fromId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const edge of graph.outgoing.get(id) ?? []) {
      if (scope.has(edge.target) && !seen.has(edge.target)) {
        seen.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return seen;
}
