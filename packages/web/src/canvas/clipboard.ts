import { duplicateNode } from '@loomflow/core';
import { writeConnectedInput } from './connected-input.ts';
import type { EditorEdge, EditorNode } from './flow-conversion.ts';
import { toEditorGraph } from './flow-conversion.ts';
import { readFlowText } from './read-flow-text.ts';

/** The selected nodes and the edges between them, as flow JSON (pastable into any flow, also another tab's). */
export function copySelection(nodes: readonly EditorNode[], edges: readonly EditorEdge[]): string | null {
  const selected = nodes.filter((node) => node.selected);
  if (selected.length === 0) return null;
  const ids = new Set(selected.map((node) => node.id));
  const inside = edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target));
  return JSON.stringify({
    nodes: selected.map(({ parentId: _parent, extent: _extent, ...node }) => ({ ...node, selected: false })),
    edges: inside,
  });
}

function renameHandle(handle: string | null | undefined, from: string, to: string): string | null {
  if (!handle) return handle ?? null;
  if (handle === from) return to;
  return handle.startsWith(`${from}-`) ? `${to}${handle.slice(from.length)}` : handle;
}

/**
 * Pasted nodes get fresh ids (and labels), placed beside the originals; their inner edges follow them, and
 * chatflow inputs refer to the pasted sources.
 */
export function pasteSelection(
  text: string,
  nodes: readonly EditorNode[],
  edges: readonly EditorEdge[],
): { nodes: EditorNode[]; edges: EditorEdge[] } | null {
  // Pasted Flowise JSON is read as leniently as a loaded flow.
  const parsed = readFlowText(text);
  if (!parsed.ok || parsed.flowData.nodes.length === 0) return null;
  const pasted = toEditorGraph(parsed.flowData);
  let current = nodes.map((node) => ({ ...node, selected: false }));
  const renamed = new Map<string, string>();
  for (const node of pasted.nodes) {
    const result = duplicateNode([{ ...node, width: node.measured?.width ?? 300 }, ...current], node.id);
    if (!result) continue;
    const { width: _width, ...copy } = result.duplicate;
    renamed.set(node.id, copy.id);
    current = [...current, { ...copy, selected: true }];
  }
  const newEdges = pasted.edges.flatMap((edge) => {
    const source = renamed.get(edge.source);
    const target = renamed.get(edge.target);
    if (!source || !target) return [];
    const sourceHandle = renameHandle(edge.sourceHandle, edge.source, source);
    const targetHandle = renameHandle(edge.targetHandle, edge.target, target);
    return [
      {
        ...edge,
        id: `${source}-${sourceHandle ?? ''}-${target}-${targetHandle ?? ''}`,
        source,
        target,
        sourceHandle,
        targetHandle,
      },
    ];
  });
  // The copies' inputs point at the copied sources again (duplicating cleared the references).
  const withReferences = current.map((node) =>
    newEdges.reduce<EditorNode>(
      (target, edge) =>
        edge.target === target.id && target.type === 'customNode'
          ? writeConnectedInput(target, edge.source, edge.targetHandle)
          : target,
      node,
    ),
  );
  return { nodes: withReferences, edges: [...edges, ...newEdges] };
}
