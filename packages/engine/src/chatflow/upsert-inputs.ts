import type { FlowData } from '@loomflow/core';
import type { ChatflowComponent } from '@loomflow/nodes/runtime';
import { inputNameOfHandle } from './chatflow-graph.ts';

/** The input of vector store nodes that only an upsert reads. */
const UPSERT_INPUT = 'document';

/**
 * The flow as a prediction runs it: vector store nodes that keep their vectors (components with `upsert`) search
 * what was upserted, so their Document input and the loaders feeding only it are left out (Flowise's upsert-only
 * branch). The In-Memory store, which embeds at each run, keeps its documents.
 */
export function withoutUpsertInputs(
  flowData: FlowData,
  findComponent: (name: string) => ChatflowComponent | undefined,
): FlowData {
  const stores = new Set(
    flowData.nodes
      .filter((node) => findComponent(node.data.name)?.upsert !== undefined)
      .map((node) => node.id),
  );
  if (stores.size === 0) return flowData;
  return {
    ...flowData,
    nodes: flowData.nodes.map((node) => {
      if (!stores.has(node.id) || node.data.inputs?.[UPSERT_INPUT] === undefined) return node;
      const { [UPSERT_INPUT]: _documents, ...inputs } = node.data.inputs;
      return { ...node, data: { ...node.data, inputs } };
    }),
    edges: flowData.edges.filter(
      (edge) =>
        !(stores.has(edge.target) && inputNameOfHandle(edge.target, edge.targetHandle) === UPSERT_INPUT),
    ),
  };
}
