import {
  inputNameOfHandle,
  type CanvasEdge,
  type CanvasGraph,
  type CanvasInput,
  type CanvasNode,
  type CanvasOutputAnchor,
} from './canvas-graph.ts';
import { nextNodeId, nodeIdCounter } from './node-id.ts';

/** How a chatflow input refers to the node connected to it. */
export function nodeReference(nodeId: string): string {
  return `{{${nodeId}.data.instance}}`;
}

/**
 * The target node with the reference an edge put into its input cleared: removed from a list input, cut out of
 * a variable-accepting text, otherwise the value emptied. Agentflow edges (handle = node id) change nothing.
 */
export function clearConnectedInput<N extends CanvasNode>(node: N, edge: CanvasEdge): N {
  const inputName = inputNameOfHandle(edge.targetHandle, node.id);
  if (inputName === undefined) return node;
  const inputs = node.data.inputs ?? {};
  const reference = nodeReference(edge.source);
  const anchor = node.data.inputAnchors?.find((input) => input.name === inputName);
  const param = node.data.inputParams?.find((input) => input.name === inputName);
  const current = inputs[inputName];
  let value: unknown = '';
  if (anchor?.list && Array.isArray(current)) {
    value = current.filter((item) => !(typeof item === 'string' && item.includes(reference)));
  } else if (param?.acceptVariable && typeof current === 'string') {
    value = current.split(reference).join('');
  }
  return { ...node, data: { ...node.data, inputs: { ...inputs, [inputName]: value } } };
}

/** Applies `clearConnectedInput` for each edge to the node it targets. */
function clearTargets<N extends CanvasNode>(nodes: readonly N[], edges: readonly CanvasEdge[]): N[] {
  return nodes.map((node) =>
    edges.reduce(
      (current, edge) => (edge.target === node.id ? clearConnectedInput(current, edge) : current),
      node,
    ),
  );
}

/** A node and every node nested in it (children of iteration containers, at any depth). */
export function nodeWithDescendants(nodes: readonly CanvasNode[], nodeId: string): Set<string> {
  const removed = new Set([nodeId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (node.parentNode !== undefined && removed.has(node.parentNode) && !removed.has(node.id)) {
        removed.add(node.id);
        grew = true;
      }
    }
  }
  return removed;
}

/**
 * Spec §4: deleting a node removes its children and every edge touching them, and clears the references to
 * them in the inputs they were connected to.
 */
export function deleteNode<N extends CanvasNode, E extends CanvasEdge>(
  graph: CanvasGraph<N, E>,
  nodeId: string,
): { nodes: N[]; edges: E[] } {
  const removed = nodeWithDescendants(graph.nodes, nodeId);
  const outgoing = graph.edges.filter((edge) => removed.has(edge.source) && !removed.has(edge.target));
  const nodes = clearTargets(
    graph.nodes.filter((node) => !removed.has(node.id)),
    outgoing,
  );
  const edges = graph.edges.filter((edge) => !removed.has(edge.source) && !removed.has(edge.target));
  return { nodes, edges };
}

/** Deleting an edge clears the reference it put into its target's input. */
export function deleteEdge<N extends CanvasNode, E extends CanvasEdge>(
  graph: CanvasGraph<N, E>,
  edgeId: string,
): { nodes: N[]; edges: E[] } {
  const edge = graph.edges.find((candidate) => candidate.id === edgeId);
  if (!edge) return { nodes: [...graph.nodes], edges: [...graph.edges] };
  return {
    nodes: clearTargets(graph.nodes, [edge]),
    edges: graph.edges.filter((candidate) => candidate.id !== edgeId),
  };
}

/** A `{{…}}` value: a reference to another node or a variable that belongs to the original's place. */
function isLinkedReference(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('{{') && value.endsWith('}}');
}

function clearLinkedReferences(inputs: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const cleared: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(inputs)) {
    if (isLinkedReference(value)) cleared[name] = '';
    else if (Array.isArray(value)) cleared[name] = value.filter((item) => !isLinkedReference(item));
    else cleared[name] = value;
  }
  return cleared;
}

function renameId(id: string | undefined, from: string, to: string): string | undefined {
  return id?.startsWith(`${from}-`) ? `${to}${id.slice(from.length)}` : id;
}

function renameInputs<I extends CanvasInput>(inputs: readonly I[] | undefined, from: string, to: string) {
  return inputs?.map((input) =>
    input.id === undefined ? input : { ...input, id: renameId(input.id, from, to) },
  );
}

function renameOutputs<O extends CanvasOutputAnchor>(
  anchors: readonly O[] | undefined,
  from: string,
  to: string,
) {
  return anchors?.map((anchor) => ({
    ...anchor,
    ...(anchor.id === undefined ? {} : { id: renameId(anchor.id, from, to) }),
    ...(anchor.options === undefined
      ? {}
      : {
          options: anchor.options.map((option) => ({
            ...option,
            id: renameId(option.id, from, to) ?? option.id,
          })),
        }),
  }));
}

/** Tab choices are stored under `<tabIdentifier>_<nodeId>`: the copy keeps the original's choice. */
function renameTabKeys(
  inputs: Readonly<Record<string, unknown>>,
  tabIdentifiers: readonly string[],
  from: string,
  to: string,
): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(inputs)) {
    const identifier = tabIdentifiers.find((candidate) => name === `${candidate}_${from}`);
    renamed[identifier === undefined ? name : `${identifier}_${to}`] = value;
  }
  return renamed;
}

/** Default gap between a node and its copy. */
export const DUPLICATE_DISTANCE = 50;

/**
 * Spec §4: duplicating places a copy to the right of the original (its width plus `distance`), with the next
 * free id, the label suffixed with its counter, handles renamed, and linked references (`{{…}}` values) cleared.
 */
export function duplicateNode<N extends CanvasNode>(
  nodes: readonly N[],
  nodeId: string,
  distance: number = DUPLICATE_DISTANCE,
): { nodes: N[]; duplicate: N } | undefined {
  const original = nodes.find((node) => node.id === nodeId);
  if (!original) return undefined;
  const id = nextNodeId(original.data.name, nodes);
  const shift = (original.width ?? 0) + distance;
  const data = original.data;
  const tabIdentifiers = (data.inputParams ?? []).flatMap((param) =>
    param.tabIdentifier === undefined ? [] : [param.tabIdentifier],
  );
  const inputs = renameTabKeys(clearLinkedReferences(data.inputs ?? {}), tabIdentifiers, nodeId, id);
  const duplicate: N = {
    ...original,
    id,
    selected: false,
    position: { ...original.position, x: original.position.x + shift },
    ...(original.positionAbsolute
      ? { positionAbsolute: { ...original.positionAbsolute, x: original.positionAbsolute.x + shift } }
      : {}),
    data: {
      ...data,
      id,
      label: `${data.label ?? data.name} (${nodeIdCounter(id) ?? 0})`,
      inputs,
      ...(data.inputParams ? { inputParams: renameInputs(data.inputParams, nodeId, id) } : {}),
      ...(data.inputAnchors ? { inputAnchors: renameInputs(data.inputAnchors, nodeId, id) } : {}),
      ...(data.outputAnchors ? { outputAnchors: renameOutputs(data.outputAnchors, nodeId, id) } : {}),
    },
  };
  return { nodes: [...nodes, duplicate], duplicate };
}
