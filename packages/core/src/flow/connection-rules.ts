import {
  findTargetInput,
  handleTypes,
  wouldCreateCycle,
  type CanvasEdge,
  type CanvasGraph,
} from './canvas-graph.ts';

export interface ConnectionRequest {
  readonly source: string;
  readonly target: string;
  readonly sourceHandle?: string | null;
  readonly targetHandle?: string | null;
}

export type ConnectionRefusal = 'missingNode' | 'selfLink' | 'cycle' | 'typeMismatch' | 'inputTaken';

export type ConnectionCheck =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: ConnectionRefusal; readonly message: string };

export const CONNECTION_MESSAGES = {
  missingNode: 'Both ends of a connection must be nodes of this flow',
  selfLink: 'A node cannot connect to itself',
  cycle: 'This connection would create a cycle',
  inputTaken: 'This input already has a connection; remove it first or use an input that accepts several',
} as const;

const VALID: ConnectionCheck = { valid: true };

function refuse(reason: ConnectionRefusal, message: string): ConnectionCheck {
  return { valid: false, reason, message };
}

/**
 * Spec §4 Connections: refused if it links a node to itself or would form a cycle; otherwise valid when the
 * source and target type lists overlap and the target input is free or is a list input accepting several.
 * An agentflow target handle is the target node's own id: such inputs take any number of connections, of any
 * type. `ignoreEdgeId` leaves one existing edge out (re-checking an edge already in the flow); `graphAcyclic` says
 * the graph's edges form no cycle (`hasCycle`), so that an edge already in it cannot close one.
 */
export function checkConnection(
  graph: CanvasGraph,
  connection: ConnectionRequest,
  ignoreEdgeId?: string,
  graphAcyclic = false,
): ConnectionCheck {
  const { source, target } = connection;
  const targetNode = graph.nodes.find((node) => node.id === target);
  if (!graph.nodes.some((node) => node.id === source) || !targetNode) {
    return refuse('missingNode', CONNECTION_MESSAGES.missingNode);
  }
  if (source === target) return refuse('selfLink', CONNECTION_MESSAGES.selfLink);
  const edges: readonly CanvasEdge[] =
    ignoreEdgeId === undefined ? graph.edges : graph.edges.filter((edge) => edge.id !== ignoreEdgeId);
  const closesCycle =
    !(graphAcyclic && ignoreEdgeId !== undefined) && wouldCreateCycle(edges, source, target);
  if (closesCycle) return refuse('cycle', CONNECTION_MESSAGES.cycle);

  const targetHandle = connection.targetHandle ?? '';
  if (targetHandle === '' || targetHandle === target) return VALID;

  const sourceTypes = handleTypes(connection.sourceHandle ?? '');
  const targetTypes = handleTypes(targetHandle);
  if (!targetTypes.some((type) => sourceTypes.includes(type))) {
    return refuse(
      'typeMismatch',
      `Output type ${sourceTypes.join(' | ') || '(none)'} does not fit input type ${targetTypes.join(' | ') || '(none)'}`,
    );
  }
  const input = findTargetInput(targetNode.data, targetHandle);
  if (input?.list) return VALID;
  const taken = edges.some((edge) => edge.target === target && edge.targetHandle === targetHandle);
  return taken ? refuse('inputTaken', CONNECTION_MESSAGES.inputTaken) : VALID;
}

/** The boolean form React Flow's `isValidConnection` wants. */
export function isValidConnection(graph: CanvasGraph, connection: ConnectionRequest): boolean {
  return checkConnection(graph, connection).valid;
}
