import { checkConnection, deleteEdge, deleteNode, duplicateNode } from '@loomflow/core';
import type { ConnectionCheck, FlowNodeData } from '@loomflow/core';
import { addEdge, applyEdgeChanges, applyNodeChanges } from '@xyflow/react';
import type { Connection, EdgeChange, NodeChange } from '@xyflow/react';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { EditorEdge, EditorNode } from './flow-conversion.ts';
import { writeConnectedInput } from './connected-input.ts';
import { refreshOutputs } from './indexed-outputs.ts';
import { reparentAfterDrag, releaseFromExtent } from './iteration-containers.ts';

interface Snapshot {
  readonly nodes: EditorNode[];
  readonly edges: EditorEdge[];
  readonly name: string;
}

const HISTORY_LIMIT = 100;
const MERGE_MS = 1000;

export interface FlowEditorState extends Snapshot {
  readonly dirty: boolean;
  readonly past: readonly Snapshot[];
  readonly future: readonly Snapshot[];
  /** The node whose parameter dialog is open. */
  readonly editingNodeId: string | null;
  readonly setEditingNodeId: (nodeId: string | null) => void;
  readonly onNodesChange: (changes: NodeChange<EditorNode>[]) => void;
  readonly onEdgesChange: (changes: EdgeChange[]) => void;
  /** A drag began: children of iterations may be dragged out while it lasts (not an edit by itself). */
  readonly beginDrag: (nodeIds: readonly string[]) => void;
  /** Adds the edge when the spec's rules allow it; answers the check either way. */
  readonly connect: (connection: Connection) => ConnectionCheck;
  readonly addNode: (node: EditorNode) => void;
  /** `mergeKey`: successive edits of the same field (typing) within a second are undone together. */
  readonly setNodeData: (
    nodeId: string,
    change: (data: FlowNodeData) => FlowNodeData,
    mergeKey?: string,
  ) => void;
  readonly removeNode: (nodeId: string) => void;
  readonly duplicate: (nodeId: string) => void;
  readonly replaceGraph: (nodes: EditorNode[], edges: EditorEdge[]) => void;
  readonly rename: (name: string) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly markSaved: () => void;
}

function edgeStyle(
  source: EditorNode | undefined,
  target: EditorNode | undefined,
  sourceHandle: string | null,
) {
  if (source?.type !== 'agentFlow' && source?.type !== 'iteration') return { type: 'buttonedge' };
  const label = sourceHandle?.match(/-output-(\d+)$/)?.[1];
  return {
    type: 'agentFlow',
    data: {
      sourceColor: source.data.color,
      targetColor: target?.data.color,
      ...(label === undefined ? {} : { edgeLabel: label }),
      isHumanInput: source.data.name === 'humanInputAgentflow',
    },
  };
}

/** One store per open flow: its graph, name, dirty flag and undo history (spec §4). */
export function createFlowEditorStore(initial: Snapshot): StoreApi<FlowEditorState> {
  return createStore<FlowEditorState>()((set, get) => {
    /** Records the current state for undo, then applies an edit and marks the flow changed. */
    let lastEdit: { key: string; at: number } | undefined;
    // React Flow's Delete key removes the edges, then the nodes, in two calls of the same task: one undo step.
    let deletion: string | undefined;
    let deletions = 0;
    const deletionKey = () => {
      if (deletion === undefined) {
        deletions += 1;
        deletion = `delete:${String(deletions)}`;
        queueMicrotask(() => {
          deletion = undefined;
        });
      }
      return deletion;
    };
    const edit = (change: (state: FlowEditorState) => Partial<Snapshot>, mergeKey?: string) => {
      const state = get();
      const now = Date.now();
      const merges = mergeKey !== undefined && lastEdit?.key === mergeKey && now - lastEdit.at < MERGE_MS;
      lastEdit = mergeKey === undefined ? undefined : { key: mergeKey, at: now };
      const before: Snapshot = { nodes: state.nodes, edges: state.edges, name: state.name };
      const past = merges ? state.past : [...state.past, before].slice(-HISTORY_LIMIT);
      set({ ...change(state), past, future: [], dirty: true });
    };
    /** Removes nodes (an iteration's children with it) and their edges, as one undo step with the edge removals. */
    const removeNodes = (nodeIds: readonly string[]) => {
      edit((state) => {
        // React Flow 12 names the container `parentId`: its children go with it.
        const removed = new Set(nodeIds);
        const children = state.nodes.filter(
          (node) => node.parentId !== undefined && removed.has(node.parentId),
        );
        const ids = [...new Set([...children.map((node) => node.id), ...nodeIds])];
        return ids.reduce<Pick<Snapshot, 'nodes' | 'edges'>>((graph, id) => deleteNode(graph, id), {
          nodes: state.nodes,
          edges: state.edges,
        });
      }, deletionKey());
    };
    return {
      ...initial,
      dirty: false,
      past: [],
      future: [],
      editingNodeId: null,
      setEditingNodeId: (editingNodeId) => {
        set({ editingNodeId });
      },
      onNodesChange: (changes) => {
        const removals = changes.filter((change) => change.type === 'remove');
        const others = changes.filter((change) => change.type !== 'remove');
        const dropped = others.flatMap((change) =>
          change.type === 'position' && change.dragging === false ? [change.id] : [],
        );
        if (others.length > 0) {
          const moved = applyNodeChanges(others, get().nodes);
          // A drop into or out of an iteration container moves the node there, in the same undo step.
          const nodes = dropped.reduce((current, nodeId) => reparentAfterDrag(current, nodeId), moved);
          if (dropped.length > 0) edit(() => ({ nodes }));
          else set({ nodes });
        }
        if (removals.length > 0) removeNodes(removals.map((removal) => removal.id));
      },
      beginDrag: (nodeIds) => {
        set({ nodes: releaseFromExtent(get().nodes, new Set(nodeIds)) });
      },
      onEdgesChange: (changes) => {
        const removedIds = changes.flatMap((change) => (change.type === 'remove' ? [change.id] : []));
        const others = changes.filter((change) => change.type !== 'remove');
        if (others.length > 0) set({ edges: applyEdgeChanges(others, get().edges) });
        if (removedIds.length === 0) return;
        // Removing an edge also clears the reference it wrote into its target's input (spec §4).
        edit(
          (state) =>
            removedIds.reduce<Pick<Snapshot, 'nodes' | 'edges'>>(
              (graph, edgeId) => deleteEdge(graph, edgeId),
              {
                nodes: state.nodes,
                edges: state.edges,
              },
            ),
          deletionKey(),
        );
      },
      connect: (connection) => {
        const { nodes, edges } = get();
        const check = checkConnection({ nodes, edges }, connection);
        if (!check.valid) return check;
        const source = nodes.find((node) => node.id === connection.source);
        const target = nodes.find((node) => node.id === connection.target);
        const id = `${connection.source}-${connection.sourceHandle ?? ''}-${connection.target}-${connection.targetHandle ?? ''}`;
        edit((state) => ({
          edges: addEdge(
            { ...connection, id, ...edgeStyle(source, target, connection.sourceHandle) },
            state.edges,
          ),
          nodes: state.nodes.map((node) =>
            node.id === connection.target && node.type === 'customNode'
              ? writeConnectedInput(node, connection.source, connection.targetHandle)
              : node,
          ),
        }));
        return check;
      },
      addNode: (node) => {
        edit((state) => ({
          nodes: [
            ...state.nodes.map((other) => ({ ...other, selected: false })),
            { ...node, selected: true },
          ],
        }));
      },
      setNodeData: (nodeId, change, mergeKey) => {
        edit((state) => {
          let edges = state.edges;
          const nodes = state.nodes.map((node) => {
            if (node.id !== nodeId) return node;
            const changed = { ...node, data: change(node.data) };
            const refreshed = refreshOutputs(changed, edges);
            if (!refreshed) return changed;
            edges = refreshed.edges;
            return refreshed.node;
          });
          return { nodes, edges };
        }, mergeKey);
      },
      removeNode: (nodeId) => {
        removeNodes([nodeId]);
      },
      duplicate: (nodeId) => {
        const result = duplicateNode(get().nodes, nodeId);
        if (result) edit(() => ({ nodes: result.nodes }));
      },
      replaceGraph: (nodes, edges) => {
        edit(() => ({ nodes, edges }));
      },
      rename: (name) => {
        edit(() => ({ name }));
      },
      undo: () => {
        const { past, future, nodes, edges, name } = get();
        const previous = past[past.length - 1];
        if (!previous) return;
        set({
          ...previous,
          past: past.slice(0, -1),
          future: [{ nodes, edges, name }, ...future],
          dirty: true,
        });
      },
      redo: () => {
        const { past, future, nodes, edges, name } = get();
        const next = future[0];
        if (!next) return;
        set({ ...next, past: [...past, { nodes, edges, name }], future: future.slice(1), dirty: true });
      },
      markSaved: () => {
        set({ dirty: false });
      },
    };
  });
}
