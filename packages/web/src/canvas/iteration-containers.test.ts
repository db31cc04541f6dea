import { describe, expect, it } from 'vitest';
import type { EditorNode } from './flow-conversion.ts';
import { createFlowEditorStore } from './flow-editor.store.ts';

const iteration: EditorNode = {
  id: 'iterationAgentflow_0',
  type: 'iteration',
  position: { x: 100, y: 100 },
  width: 400,
  height: 300,
  data: { name: 'iterationAgentflow', label: 'Iteration' },
};

function llm(position: { x: number; y: number }, parentId?: string): EditorNode {
  return {
    id: 'llmAgentflow_0',
    type: 'agentFlow',
    position,
    measured: { width: 100, height: 40 },
    data: { name: 'llmAgentflow', label: 'LLM' },
    ...(parentId === undefined ? {} : { parentId, extent: 'parent' as const }),
  };
}

const node = (store: ReturnType<typeof createFlowEditorStore>) =>
  store.getState().nodes.find((candidate) => candidate.id === 'llmAgentflow_0');

const dropAt = (store: ReturnType<typeof createFlowEditorStore>, position: { x: number; y: number }) => {
  store.getState().beginDrag(['llmAgentflow_0']);
  store.getState().onNodesChange([{ type: 'position', id: 'llmAgentflow_0', position, dragging: false }]);
};

describe('iteration containers', () => {
  it('takes a node dropped inside as a child, relative to the container, in one undo step', () => {
    const store = createFlowEditorStore({ nodes: [llm({ x: 700, y: 0 }), iteration], edges: [], name: 'F' });
    dropAt(store, { x: 200, y: 150 });
    expect(node(store)).toMatchObject({
      parentId: 'iterationAgentflow_0',
      extent: 'parent',
      position: { x: 100, y: 50 },
    });
    // The container comes before its child.
    expect(store.getState().nodes.map((candidate) => candidate.id)).toEqual([
      'iterationAgentflow_0',
      'llmAgentflow_0',
    ]);
    store.getState().undo();
    expect(node(store)?.parentId).toBeUndefined();
    expect(node(store)?.position).toEqual({ x: 700, y: 0 });
  });

  it('lets a child be dragged out: it becomes top-level at the same place on the canvas; undo puts it back', () => {
    const store = createFlowEditorStore({
      nodes: [iteration, llm({ x: 20, y: 20 }, 'iterationAgentflow_0')],
      edges: [],
      name: 'F',
    });
    store.getState().beginDrag(['llmAgentflow_0']);
    expect(node(store)?.extent).toBeUndefined();
    dropAt(store, { x: 500, y: 20 });
    expect(node(store)?.parentId).toBeUndefined();
    expect(node(store)?.extent).toBeUndefined();
    expect(node(store)?.position).toEqual({ x: 600, y: 120 });
    store.getState().undo();
    expect(node(store)).toMatchObject({ parentId: 'iterationAgentflow_0', position: { x: 20, y: 20 } });
  });

  it('keeps a child moved within its container, restoring its extent', () => {
    const store = createFlowEditorStore({
      nodes: [iteration, llm({ x: 20, y: 20 }, 'iterationAgentflow_0')],
      edges: [],
      name: 'F',
    });
    dropAt(store, { x: 60, y: 80 });
    expect(node(store)).toMatchObject({
      parentId: 'iterationAgentflow_0',
      extent: 'parent',
      position: { x: 60, y: 80 },
    });
  });

  it('deletes a container with its children', () => {
    const store = createFlowEditorStore({
      nodes: [iteration, llm({ x: 20, y: 20 }, 'iterationAgentflow_0')],
      edges: [],
      name: 'F',
    });
    store.getState().removeNode('iterationAgentflow_0');
    expect(store.getState().nodes).toEqual([]);
  });
});
