import type { EditorNode } from './flow-conversion.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

function sizeOf(node: EditorNode): { width: number; height: number } {
  return {
    width: node.measured?.width ?? node.width ?? 0,
    height: node.measured?.height ?? node.height ?? 0,
  };
}

function absoluteOf(node: EditorNode, byId: ReadonlyMap<string, EditorNode>): Point {
  const parent = node.parentId === undefined ? undefined : byId.get(node.parentId);
  return parent
    ? { x: parent.position.x + node.position.x, y: parent.position.y + node.position.y }
    : node.position;
}

/** Agentflow nodes other than Start and containers themselves may sit in an iteration. */
function canNest(node: EditorNode): boolean {
  return node.type === 'agentFlow' && node.data.name !== 'startAgentflow';
}

/** The top-level iteration container whose area holds a point. */
function containerAt(nodes: readonly EditorNode[], point: Point, except: string): EditorNode | undefined {
  return nodes.find((node) => {
    if (node.type !== 'iteration' || node.id === except || node.parentId !== undefined) return false;
    const { width, height } = sizeOf(node);
    return (
      point.x >= node.position.x &&
      point.x <= node.position.x + width &&
      point.y >= node.position.y &&
      point.y <= node.position.y + height
    );
  });
}

/** Children come after their container (React Flow draws and positions parents first). */
function parentsFirst(nodes: readonly EditorNode[]): EditorNode[] {
  const top = nodes.filter((node) => node.parentId === undefined);
  const children = nodes.filter((node) => node.parentId !== undefined);
  return [...top, ...children];
}

/**
 * A node's place after it was dragged: dropped with its centre inside an iteration it becomes that container's
 * child (`parentId`, `extent: 'parent'`, position relative to it); dragged out of its container it becomes a
 * top-level node again at the same place on the canvas. Other nodes are unchanged.
 */
export function reparentAfterDrag(nodes: readonly EditorNode[], nodeId: string): EditorNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const node = byId.get(nodeId);
  if (!node || !canNest(node)) return [...nodes];
  const absolute = absoluteOf(node, byId);
  const { width, height } = sizeOf(node);
  const container = containerAt(nodes, { x: absolute.x + width / 2, y: absolute.y + height / 2 }, node.id);
  let next: EditorNode;
  if (container) {
    next = {
      ...node,
      parentId: container.id,
      extent: 'parent',
      position: { x: absolute.x - container.position.x, y: absolute.y - container.position.y },
    };
  } else if (node.parentId !== undefined) {
    const { parentId: _parentId, extent: _extent, ...rest } = node;
    next = { ...rest, position: absolute };
  } else {
    return [...nodes];
  }
  return parentsFirst(nodes.map((candidate) => (candidate.id === nodeId ? next : candidate)));
}

/** While a child is dragged it may leave its container: its `extent` is lifted until the drop decides. */
export function releaseFromExtent(nodes: readonly EditorNode[], nodeIds: ReadonlySet<string>): EditorNode[] {
  return nodes.map((node) => {
    if (!nodeIds.has(node.id) || node.extent === undefined || !canNest(node)) return node;
    const { extent: _extent, ...rest } = node;
    return rest;
  });
}
