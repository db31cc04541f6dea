import { describe, expect, it } from 'vitest';
import { createGeometryEstimator, estimatedHandles, estimatedSize } from './estimated-handles.ts';
import type { EditorNode } from './flow-conversion.ts';

function agentNode(id: string, extra: Partial<EditorNode['data']> = {}): EditorNode {
  return {
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id,
      name: 'llmAgentflow',
      label: 'LLM',
      outputAnchors: [{ id: `${id}-output-llmAgentflow`, name: 'llmAgentflow', label: 'LLM' }],
      ...extra,
    },
  };
}

describe('estimated node geometry', () => {
  it('gives an agentflow node one input on its left and its outputs spread on its right', () => {
    const node = agentNode('llmAgentflow_0');
    const size = estimatedSize(node);
    const handles = estimatedHandles(node, size);
    expect(handles.map((handle) => [handle.id, handle.type, handle.position])).toEqual([
      ['llmAgentflow_0', 'target', 'left'],
      ['llmAgentflow_0-output-llmAgentflow', 'source', 'right'],
    ]);
    expect(handles[0]?.x).toBeLessThan(0);
    expect(handles[1]?.x).toBeGreaterThan(size.width / 2);
  });

  it('leaves out the input of a node that hides it and lists every branch of a condition', () => {
    const node = agentNode('conditionAgentflow_0', {
      hideInput: true,
      outputAnchors: [
        {
          name: 'output',
          options: [
            { id: 'conditionAgentflow_0-output-0', name: '0', isAnchor: true },
            { id: 'conditionAgentflow_0-output-1', name: '1', isAnchor: true },
          ],
        },
      ],
    });
    const handles = estimatedHandles(node, estimatedSize(node));
    expect(handles.map((handle) => handle.id)).toEqual([
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0-output-1',
    ]);
    expect(handles[0]?.y).toBeLessThan(handles[1]?.y ?? 0);
  });

  it('keeps a longer label wider, within the node width limits', () => {
    const short = estimatedSize(agentNode('a', { label: 'A' }));
    const long = estimatedSize(agentNode('b', { label: 'A much longer label than any node would show' }));
    expect(short.width).toBe(160);
    expect(long.width).toBe(260);
  });
});

describe('geometry estimator', () => {
  it('adds a size and handles to nodes never measured, and nothing to measured ones', () => {
    const estimator = createGeometryEstimator();
    const fresh = agentNode('a');
    const measured = { ...agentNode('b'), measured: { width: 180, height: 44 } };
    const [first, second] = estimator.apply([fresh, measured]);
    expect(first?.handles).toHaveLength(2);
    expect(first?.initialWidth).toBe(160);
    expect(second).toBe(measured);
  });

  it('hands the same object back for an unchanged node, so React Flow sees no change', () => {
    const estimator = createGeometryEstimator();
    const node = agentNode('a');
    expect(estimator.apply([node])[0]).toBe(estimator.apply([node])[0]);
  });

  it('never estimates a node again once it was measured (an undo must not bring estimates back)', () => {
    const estimator = createGeometryEstimator();
    const before = agentNode('a');
    estimator.apply([{ ...before, measured: { width: 170, height: 44 } }]);
    expect(estimator.apply([before])[0]).toBe(before);
  });

  it('leaves containers and their children to React Flow', () => {
    const estimator = createGeometryEstimator();
    const container: EditorNode = { ...agentNode('iteration_0'), type: 'iteration', width: 300, height: 250 };
    const child: EditorNode = { ...agentNode('llm_0'), parentId: 'iteration_0' };
    const [first, second] = estimator.apply([container, child]);
    expect(first).toBe(container);
    expect(second).toBe(child);
  });
});
