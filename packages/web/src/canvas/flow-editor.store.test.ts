import { CONNECTION_MESSAGES } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import type { EditorNode } from './flow-conversion.ts';
import { createFlowEditorStore } from './flow-editor.store.ts';

function agentNode(id: string, name: string, outputs = 1): EditorNode {
  return {
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: id,
      outputAnchors: Array.from({ length: outputs }, (_, index) => ({
        id: `${id}-output-${index}`,
        name,
        label: id,
      })),
    },
  };
}

function storeWith(...nodes: EditorNode[]) {
  return createFlowEditorStore({ nodes, edges: [], name: 'Flow' });
}

const link = (source: string, target: string, index = 0) => ({
  source,
  target,
  sourceHandle: `${source}-output-${index}`,
  targetHandle: target,
});

describe('flow editor store', () => {
  it('refuses a self-connection and a cycle with the spec messages, accepts the rest', () => {
    const store = storeWith(agentNode('a_0', 'a'), agentNode('b_0', 'b'));
    const self = store.getState().connect(link('a_0', 'a_0'));
    expect(self).toMatchObject({ valid: false, message: CONNECTION_MESSAGES.selfLink });
    expect(store.getState().connect(link('a_0', 'b_0')).valid).toBe(true);
    expect(store.getState().connect(link('b_0', 'a_0'))).toMatchObject({
      valid: false,
      message: CONNECTION_MESSAGES.cycle,
    });
    expect(store.getState().edges).toHaveLength(1);
    expect(store.getState().edges[0]).toMatchObject({ type: 'agentFlow', data: { edgeLabel: '0' } });
  });

  it('marks changes dirty, clears on save, and undoes and redoes every edit including parameters', () => {
    const store = storeWith(agentNode('a_0', 'a'));
    expect(store.getState().dirty).toBe(false);
    store.getState().setNodeData('a_0', (data) => ({ ...data, inputs: { prompt: 'hi' } }));
    store.getState().rename('Renamed');
    expect(store.getState().dirty).toBe(true);
    store.getState().markSaved();
    expect(store.getState().dirty).toBe(false);
    store.getState().undo();
    expect(store.getState().name).toBe('Flow');
    store.getState().undo();
    expect(store.getState().nodes[0]?.data.inputs).toBeUndefined();
    store.getState().redo();
    expect(store.getState().nodes[0]?.data.inputs).toEqual({ prompt: 'hi' });
    expect(store.getState().dirty).toBe(true);
  });

  it('deletes a node with its edges, and duplicates to the right with the next id', () => {
    const store = storeWith(agentNode('a_0', 'a'), agentNode('b_0', 'b'));
    store.getState().connect(link('a_0', 'b_0'));
    store.getState().duplicate('a_0');
    expect(store.getState().nodes.map((node) => node.id)).toEqual(['a_0', 'b_0', 'a_1']);
    store.getState().removeNode('a_0');
    expect(store.getState().edges).toEqual([]);
  });

  it('gives a Condition node one output per condition plus Else and drops edges from vanished outputs', () => {
    const store = storeWith(
      agentNode('conditionAgentflow_0', 'conditionAgentflow', 2),
      agentNode('r_0', 'r'),
      agentNode('r_1', 'r'),
    );
    store.getState().connect(link('conditionAgentflow_0', 'r_0', 0));
    store.getState().connect(link('conditionAgentflow_0', 'r_1', 1));
    const set = (conditions: unknown[]) => {
      store.getState().setNodeData('conditionAgentflow_0', (data) => ({ ...data, inputs: { conditions } }));
    };
    set([{}, {}]);
    expect(store.getState().nodes[0]?.data.outputAnchors).toHaveLength(3);
    set([]);
    expect(store.getState().nodes[0]?.data.outputAnchors).toHaveLength(1);
    expect(store.getState().edges.map((edge) => edge.target)).toEqual(['r_0']);
  });
});

describe('undo after the Delete key', () => {
  // React Flow's Delete key: the node's edges are removed, then the node, in two calls of the same task.
  const pressDelete = (store: ReturnType<typeof storeWith>, nodeId: string) => {
    const edgeIds = store
      .getState()
      .edges.filter((edge) => edge.source === nodeId || edge.target === nodeId)
      .map((edge) => edge.id);
    store.getState().onEdgesChange(edgeIds.map((id) => ({ type: 'remove', id })));
    store.getState().onNodesChange([{ type: 'remove', id: nodeId }]);
  };

  it('restores the node and its connections in one step', async () => {
    const store = storeWith(agentNode('a_0', 'a'), agentNode('b_0', 'b'), agentNode('c_0', 'c'));
    store.getState().connect(link('a_0', 'b_0'));
    store.getState().connect(link('b_0', 'c_0'));
    const before = store.getState();
    pressDelete(store, 'b_0');
    await Promise.resolve();
    expect(store.getState().nodes.map((node) => node.id)).toEqual(['a_0', 'c_0']);
    expect(store.getState().edges).toEqual([]);
    store.getState().undo();
    expect(store.getState().nodes).toEqual(before.nodes);
    expect(store.getState().edges.map((edge) => [edge.source, edge.target])).toEqual([
      ['a_0', 'b_0'],
      ['b_0', 'c_0'],
    ]);
    expect(store.getState().past).toHaveLength(2);
  });

  it('keeps two deletions made one after the other as two undo steps', async () => {
    const store = storeWith(agentNode('a_0', 'a'), agentNode('b_0', 'b'));
    store.getState().connect(link('a_0', 'b_0'));
    pressDelete(store, 'a_0');
    await Promise.resolve();
    pressDelete(store, 'b_0');
    await Promise.resolve();
    expect(store.getState().nodes).toEqual([]);
    store.getState().undo();
    expect(store.getState().nodes.map((node) => node.id)).toEqual(['b_0']);
    store.getState().undo();
    expect(store.getState().nodes.map((node) => node.id)).toEqual(['a_0', 'b_0']);
    expect(store.getState().edges).toHaveLength(1);
  });
});

describe('undo of typing', () => {
  it('undoes successive edits of one field together', () => {
    const store = createFlowEditorStore({ nodes: [agentNode('a_0', 'a')], edges: [], name: 'Flow' });
    for (const text of ['h', 'hi', 'hi!']) {
      store.getState().setNodeData('a_0', (data) => ({ ...data, inputs: { prompt: text } }), 'a_0:prompt');
    }
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().nodes[0]?.data.inputs).toBeUndefined();
  });
});
