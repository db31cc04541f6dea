import dagre from '@dagrejs/dagre';
import type { EditorEdge, EditorNode } from './flow-conversion.ts';

function isPoint(value: unknown): value is { x: number; y: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'x' in value &&
    'y' in value &&
    typeof value.x === 'number' &&
    typeof value.y === 'number'
  );
}

const DEFAULT_SIZE = { width: 300, height: 120 };

/** Arranges the top-level nodes left to right along their edges (children stay inside their containers). */
export function autoLayout(nodes: readonly EditorNode[], edges: readonly EditorEdge[]): EditorNode[] {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 60, ranksep: 120 });
  graph.setDefaultEdgeLabel(() => ({}));
  const topLevel = nodes.filter((node) => node.parentId === undefined);
  const size = (node: EditorNode) => ({
    width: node.measured?.width ?? node.width ?? DEFAULT_SIZE.width,
    height: node.measured?.height ?? node.height ?? DEFAULT_SIZE.height,
  });
  for (const node of topLevel) graph.setNode(node.id, size(node));
  for (const edge of edges) {
    if (graph.hasNode(edge.source) && graph.hasNode(edge.target)) graph.setEdge(edge.source, edge.target);
  }
  dagre.layout(graph);
  return nodes.map((node) => {
    if (node.parentId !== undefined) return node;
    const placed: unknown = graph.node(node.id);
    if (!isPoint(placed)) return node;
    const { width, height } = size(node);
    return { ...node, position: { x: placed.x - width / 2, y: placed.y - height / 2 } };
  });
}
