import { describe, expect, it } from 'vitest';
import { copySelection, pasteSelection } from './clipboard.ts';
import type { EditorEdge, EditorNode } from './flow-conversion.ts';

function node(id: string, selected: boolean): EditorNode {
  return {
    id,
    type: 'agentFlow',
    position: { x: 10, y: 20 },
    selected,
    data: { id, name: 'llmAgentflow', label: id, outputAnchors: [{ id: `${id}-output-llmAgentflow` }] },
  };
}

describe('copy and paste of node selections', () => {
  it('copies the selected nodes with the edges between them, and pastes them with fresh ids beside', () => {
    const nodes = [node('llmAgentflow_0', true), node('llmAgentflow_1', true), node('llmAgentflow_2', false)];
    const edges: EditorEdge[] = [
      {
        id: 'e1',
        source: 'llmAgentflow_0',
        target: 'llmAgentflow_1',
        sourceHandle: 'llmAgentflow_0-output-llmAgentflow',
        targetHandle: 'llmAgentflow_1',
      },
      { id: 'e2', source: 'llmAgentflow_1', target: 'llmAgentflow_2' },
    ];
    const text = copySelection(nodes, edges);
    expect(text).not.toBeNull();
    const pasted = pasteSelection(text ?? '', nodes, edges);
    expect(pasted?.nodes.map((item) => item.id)).toEqual([
      'llmAgentflow_0',
      'llmAgentflow_1',
      'llmAgentflow_2',
      'llmAgentflow_3',
      'llmAgentflow_4',
    ]);
    expect(pasted?.nodes[3]?.position.x).toBeGreaterThan(10);
    expect(pasted?.edges[2]).toMatchObject({
      source: 'llmAgentflow_3',
      target: 'llmAgentflow_4',
      sourceHandle: 'llmAgentflow_3-output-llmAgentflow',
      targetHandle: 'llmAgentflow_4',
    });
  });

  it('points the pasted chatflow inputs at the pasted sources', () => {
    const model: EditorNode = {
      id: 'chatOpenAI_0',
      type: 'customNode',
      position: { x: 0, y: 0 },
      selected: true,
      data: {
        id: 'chatOpenAI_0',
        name: 'chatOpenAI',
        outputAnchors: [{ id: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel' }],
      },
    };
    const chain: EditorNode = {
      id: 'conversationChain_0',
      type: 'customNode',
      position: { x: 400, y: 0 },
      selected: true,
      data: {
        id: 'conversationChain_0',
        name: 'conversationChain',
        inputAnchors: [
          {
            id: 'conversationChain_0-input-model-BaseChatModel',
            name: 'model',
            label: 'Model',
            type: 'BaseChatModel',
          },
        ],
        inputs: { model: '{{chatOpenAI_0.data.instance}}' },
      },
    };
    const edges: EditorEdge[] = [
      {
        id: 'e1',
        source: 'chatOpenAI_0',
        target: 'conversationChain_0',
        sourceHandle: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel',
        targetHandle: 'conversationChain_0-input-model-BaseChatModel',
      },
    ];
    const pasted = pasteSelection(copySelection([model, chain], edges) ?? '', [model, chain], edges);
    const copy = pasted?.nodes.find((item) => item.id === 'conversationChain_1');
    expect(copy?.data.inputs?.model).toBe('{{chatOpenAI_1.data.instance}}');
    expect(pasted?.edges[1]).toMatchObject({
      source: 'chatOpenAI_1',
      targetHandle: 'conversationChain_1-input-model-BaseChatModel',
    });
  });

  it('pastes nothing from text that is not a flow selection', () => {
    expect(pasteSelection('hello', [], [])).toBeNull();
    expect(copySelection([node('a_0', false)], [])).toBeNull();
  });
});
