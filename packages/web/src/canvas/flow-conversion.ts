import {
  isRecord,
  type FlowData,
  type FlowEdge,
  type FlowNode,
  type FlowNodeData,
  type FlowViewport,
} from '@loomflow/core';
import type { Edge, Node } from '@xyflow/react';

/** A node on the editor's canvas: React Flow's node with the Flowise node entity as its data. */
export type EditorNode = Node<FlowNodeData>;
export type EditorEdge = Edge;

/** The saved objects as loaded, by id: what the editor does not touch is written back as it came. */
export interface FlowOriginals {
  readonly nodes: ReadonlyMap<string, FlowNode>;
  readonly edges: ReadonlyMap<string, FlowEdge>;
  /** Fields of the flow beside nodes, edges and viewport (a template's description, use cases…). */
  readonly rest: Readonly<Record<string, unknown>>;
}

export interface EditorGraph {
  readonly nodes: EditorNode[];
  readonly edges: EditorEdge[];
  readonly viewport: FlowViewport | undefined;
  readonly originals: FlowOriginals;
}

function toEditorNode(node: FlowNode): EditorNode {
  return {
    id: node.id,
    type: node.type ?? 'customNode',
    position: node.position,
    data: node.data,
    ...(node.selected === undefined ? {} : { selected: node.selected }),
    // Containers keep their size; other nodes size themselves to their content.
    ...(node.type === 'iteration' && typeof node.width === 'number' ? { width: node.width } : {}),
    ...(node.type === 'iteration' && typeof node.height === 'number' ? { height: node.height } : {}),
    // Flowise (React Flow 11) names the container `parentNode`; React Flow 12 `parentId`.
    ...(node.parentNode === undefined ? {} : { parentId: node.parentNode, extent: 'parent' as const }),
  };
}

function toEditorEdge(edge: FlowEdge): EditorEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle ?? null,
    targetHandle: edge.targetHandle ?? null,
    ...(edge.type === undefined ? {} : { type: edge.type }),
    ...(isRecord(edge.data) ? { data: edge.data } : {}),
  };
}

/** A parsed flow as the editor holds it. */
export function toEditorGraph(flow: FlowData): EditorGraph {
  const { nodes: _nodes, edges: _edges, viewport: _viewport, ...rest } = flow;
  return {
    nodes: flow.nodes.map(toEditorNode),
    edges: flow.edges.map(toEditorEdge),
    viewport: flow.viewport,
    originals: {
      nodes: new Map(flow.nodes.map((node) => [node.id, node])),
      edges: new Map(flow.edges.map((edge) => [edge.id, edge])),
      rest,
    },
  };
}

function absolutePosition(node: EditorNode, byId: ReadonlyMap<string, EditorNode>): { x: number; y: number } {
  const parent = node.parentId === undefined ? undefined : byId.get(node.parentId);
  if (!parent) return node.position;
  const base = absolutePosition(parent, byId);
  return { x: base.x + node.position.x, y: base.y + node.position.y };
}

function fromEditorNode(
  node: EditorNode,
  original: FlowNode | undefined,
  byId: ReadonlyMap<string, EditorNode>,
) {
  const width = node.width ?? original?.width ?? node.measured?.width;
  const height = node.height ?? original?.height ?? node.measured?.height;
  const saved: Record<string, unknown> = {
    ...original,
    id: node.id,
    type: node.type,
    position: node.position,
    data: node.data,
  };
  if (width !== undefined) saved.width = width;
  if (height !== undefined) saved.height = height;
  if (original === undefined || 'selected' in original) saved.selected = node.selected ?? false;
  if (original === undefined || original.positionAbsolute !== undefined) {
    const absolute = absolutePosition(node, byId);
    const same = original?.positionAbsolute !== undefined && node.position === original.position;
    saved.positionAbsolute = same ? original.positionAbsolute : absolute;
  }
  if (node.parentId !== undefined) {
    saved.parentNode = node.parentId;
    saved.extent = original?.extent ?? 'parent';
  } else {
    delete saved.parentNode;
    delete saved.extent;
  }
  return saved;
}

function fromEditorEdge(edge: EditorEdge, original: FlowEdge | undefined) {
  const saved: Record<string, unknown> = {
    ...original,
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle ?? original?.sourceHandle ?? null,
    targetHandle: edge.targetHandle ?? original?.targetHandle ?? null,
  };
  if (edge.type !== undefined) saved.type = edge.type;
  if (edge.data !== undefined) saved.data = edge.data;
  return saved;
}

/** The flow's `flowData` text: every field the editor did not change is kept as it was loaded. */
export function toFlowDataText(
  nodes: readonly EditorNode[],
  edges: readonly EditorEdge[],
  viewport: FlowViewport | undefined,
  originals: FlowOriginals,
): string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return JSON.stringify({
    ...originals.rest,
    nodes: nodes.map((node) => fromEditorNode(node, originals.nodes.get(node.id), byId)),
    edges: edges.map((edge) => fromEditorEdge(edge, originals.edges.get(edge.id))),
    viewport: viewport ?? { x: 0, y: 0, zoom: 1 },
  });
}
