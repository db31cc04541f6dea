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

  it('pastes nothing from text that is not a flow selection', () => {
    expect(pasteSelection('hello', [], [])).toBeNull();
    expect(copySelection([node('a_0', false)], [])).toBeNull();
  });
});
