import type { ExecutionStateName } from '../schemas/execution.ts';
import type { CanvasNode } from './canvas-graph.ts';

/** Spec §3 Canvas state. */
export interface CanvasState<Flow = unknown, ComponentNode = unknown, ComponentCredential = unknown> {
  readonly isDirty: boolean;
  readonly chatflow: Flow | null;
  readonly canvasDialogShow: boolean;
  readonly componentNodes: readonly ComponentNode[];
  readonly componentCredentials: readonly ComponentCredential[];
}

export type CanvasAction<Flow = unknown, ComponentNode = unknown, ComponentCredential = unknown> =
  | { readonly type: 'SET_DIRTY' }
  | { readonly type: 'REMOVE_DIRTY' }
  | { readonly type: 'SET_CHATFLOW'; readonly chatflow: Flow | null }
  | { readonly type: 'SHOW_CANVAS_DIALOG' }
  | { readonly type: 'HIDE_CANVAS_DIALOG' }
  | { readonly type: 'SET_COMPONENT_NODES'; readonly componentNodes: readonly ComponentNode[] }
  | {
      readonly type: 'SET_COMPONENT_CREDENTIALS';
      readonly componentCredentials: readonly ComponentCredential[];
    };

export const INITIAL_CANVAS_STATE: CanvasState<never, never, never> = {
  isDirty: false,
  chatflow: null,
  canvasDialogShow: false,
  componentNodes: [],
  componentCredentials: [],
};

/**
 * Spec §4 Canvas: the dirty flag is set by any change and cleared on save; loading a flow (SET_CHATFLOW) is not
 * a change.
 */
export function canvasReducer<Flow, ComponentNode, ComponentCredential>(
  state: CanvasState<Flow, ComponentNode, ComponentCredential>,
  action: CanvasAction<Flow, ComponentNode, ComponentCredential>,
): CanvasState<Flow, ComponentNode, ComponentCredential> {
  switch (action.type) {
    case 'SET_DIRTY':
      return state.isDirty ? state : { ...state, isDirty: true };
    case 'REMOVE_DIRTY':
      return state.isDirty ? { ...state, isDirty: false } : state;
    case 'SET_CHATFLOW':
      return { ...state, chatflow: action.chatflow };
    case 'SHOW_CANVAS_DIALOG':
      return { ...state, canvasDialogShow: true };
    case 'HIDE_CANVAS_DIALOG':
      return { ...state, canvasDialogShow: false };
    case 'SET_COMPONENT_NODES':
      return { ...state, componentNodes: action.componentNodes };
    case 'SET_COMPONENT_CREDENTIALS':
      return { ...state, componentCredentials: action.componentCredentials };
  }
}

/** Run status of an agentflow node: Flowise gives a node the states of a run (`EXECUTION_STATES`). */
export type NodeRunStatus = ExecutionStateName;

/** Spec §4: sets one node's status (and error, or none); other nodes are returned as they are. */
export function setNodeStatus<N extends CanvasNode>(
  nodes: readonly N[],
  nodeId: string,
  status: NodeRunStatus,
  error?: string,
): N[] {
  return nodes.map((node) =>
    node.id === nodeId ? { ...node, data: { ...node.data, status, error } } : node,
  );
}

/** Spec §4: clears every node's status and error (before a new run). */
export function clearNodeStatuses<N extends CanvasNode>(nodes: readonly N[]): N[] {
  return nodes.map((node) =>
    'status' in node.data || 'error' in node.data
      ? { ...node, data: { ...node.data, status: undefined, error: undefined } }
      : node,
  );
}
