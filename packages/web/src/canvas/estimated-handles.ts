import type { NodeHandle } from '@xyflow/react';
import { Position } from '@xyflow/react';
import type { EditorNode } from './flow-conversion.ts';
import { outputHandles } from './output-handles.ts';

/**
 * Size and handle places of a node before the browser has measured it.
 *
 * React Flow draws every node that has never been measured, even far outside the view, just to measure it:
 * a 1,000-node flow would mount 1,000 nodes on open only to drop most of them again (issue 6). A node that
 * carries an estimated size and handles is drawn only when it comes into view, and is measured then; until
 * then its edges end at the estimated handles. The numbers follow canvas-nodes.css and NodeHandles.tsx.
 */

/** Width and height of a handle (border included). */
export const HANDLE_SIZE = 10;
const BORDER = 2;
const HEADER = 40;
const BODY_PADDING = 8;
const ANCHOR_ROW = 20;
const ROW_GAP = 8;
const PARAM_ROW = 64;
const STICKY_NOTE = { width: 220, height: 90 };

export interface NodeSize {
  readonly width: number;
  readonly height: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function isAgentNode(node: EditorNode): boolean {
  return node.type === 'agentFlow';
}

/** The size a node is expected to be drawn at. */
export function estimatedSize(node: EditorNode): NodeSize {
  if (node.type === 'stickyNote') return STICKY_NOTE;
  const label = node.data.label ?? node.data.name;
  const errorRow = node.data.error ? 20 : 0;
  if (isAgentNode(node)) {
    return {
      width: clamp(Math.round(76 + label.length * 7.5), 160, 260),
      height: HEADER + 2 * BORDER + errorRow,
    };
  }
  const anchors = (node.data.inputAnchors ?? []).length;
  const params = (node.data.inputParams ?? []).filter((param) => param.additionalParams !== true).length;
  const rows = anchors + params;
  const body =
    rows === 0 ? 0 : 2 * BODY_PADDING + anchors * ANCHOR_ROW + params * PARAM_ROW + (rows - 1) * ROW_GAP;
  return { width: 300, height: HEADER + 2 * BORDER + errorRow + body };
}

/** Where the node's handles are expected, relative to its top-left corner. */
export function estimatedHandles(node: EditorNode, size: NodeSize): NodeHandle[] {
  if (node.type === 'stickyNote') return [];
  const half = HANDLE_SIZE / 2;
  const handles: NodeHandle[] = [];
  if (isAgentNode(node)) {
    if (node.data.hideInput !== true) {
      handles.push({
        id: node.id,
        type: 'target',
        position: Position.Left,
        x: -half,
        y: size.height / 2 - half,
      });
    }
  } else {
    (node.data.inputAnchors ?? []).forEach((anchor, index) => {
      if (!anchor.id) return;
      const top = BORDER + HEADER + BODY_PADDING + index * (ANCHOR_ROW + ROW_GAP) + ANCHOR_ROW / 2;
      handles.push({
        id: anchor.id,
        type: 'target',
        position: Position.Left,
        x: BORDER + BODY_PADDING - half,
        y: top - half,
      });
    });
  }
  const outputs = outputHandles(node.data);
  outputs.forEach((output, index) => {
    const top = ((index + 1) * size.height) / (outputs.length + 1);
    handles.push({
      id: output.id,
      type: 'source',
      position: Position.Right,
      x: size.width - half,
      y: top - half,
    });
  });
  return handles.map((handle) => ({ ...handle, width: HANDLE_SIZE, height: HANDLE_SIZE }));
}

/** Whether a node's size is its content's (containers and their children keep React Flow's own measuring). */
function estimable(node: EditorNode): boolean {
  return (
    (node.type === 'agentFlow' || node.type === 'customNode' || node.type === 'stickyNote') &&
    node.parentId === undefined &&
    node.width === undefined &&
    node.height === undefined
  );
}

export interface GeometryEstimator {
  /** The nodes to hand to React Flow: those never measured carry an estimated size and handles. */
  readonly apply: (nodes: EditorNode[]) => EditorNode[];
}

/**
 * Keeps per node id whether the browser has measured it: once measured, a node is never estimated again (an
 * undo to a state from before the measurement must not bring estimates back onto a drawn node).
 */
export function createGeometryEstimator(): GeometryEstimator {
  const measured = new Set<string>();
  const estimates = new WeakMap<EditorNode, EditorNode>();
  const estimate = (node: EditorNode): EditorNode => {
    if (node.measured?.width !== undefined && node.measured.height !== undefined) {
      measured.add(node.id);
      return node;
    }
    if (measured.has(node.id) || !estimable(node)) return node;
    const known = estimates.get(node);
    if (known) return known;
    const size = estimatedSize(node);
    const estimated: EditorNode = {
      ...node,
      initialWidth: size.width,
      initialHeight: size.height,
      handles: estimatedHandles(node, size),
    };
    estimates.set(node, estimated);
    return estimated;
  };
  return { apply: (nodes) => nodes.map(estimate) };
}
