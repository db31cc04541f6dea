import type { EditorEdge, EditorNode } from '../flow-conversion.ts';

/**
 * The nodes whose output a node can read: those upstream of it (following edges backwards), and for a node inside
 * an iteration, those upstream of its container too — as Flowise's variable picker offers. Nearest first; the node
 * itself and sticky notes never.
 */
export function upstreamNodes(
  nodes: readonly EditorNode[],
  edges: readonly EditorEdge[],
  nodeId: string,
): EditorNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const incoming = new Map<string, string[]>();
  for (const edge of edges) incoming.set(edge.target, [...(incoming.get(edge.target) ?? []), edge.source]);
  const seen = new Set<string>([nodeId]);
  const found: EditorNode[] = [];
  const queue = [nodeId];
  const container = byId.get(nodeId)?.parentId;
  if (container !== undefined) {
    seen.add(container);
    queue.push(container);
  }
  while (queue.length > 0) {
    const current = queue.shift();
    for (const sourceId of incoming.get(current ?? '') ?? []) {
      if (seen.has(sourceId)) continue;
      seen.add(sourceId);
      queue.push(sourceId);
      const source = byId.get(sourceId);
      if (source && source.type !== 'stickyNote') found.push(source);
    }
  }
  return found;
}
