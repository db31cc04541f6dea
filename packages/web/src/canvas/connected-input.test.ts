import { describe, expect, it } from 'vitest';
import type { EditorNode } from './flow-conversion.ts';
import { createFlowEditorStore } from './flow-editor.store.ts';
import { writeConnectedInput } from './connected-input.ts';

function chatNode(
  id: string,
  name: string,
  baseClasses: string[],
  inputs: Record<string, unknown> = {},
): EditorNode {
  return {
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: name,
      baseClasses,
      inputAnchors: [
        { id: `${id}-input-model-BaseChatModel`, name: 'model', label: 'Model', type: 'BaseChatModel' },
        { id: `${id}-input-tools-Tool`, name: 'tools', label: 'Tools', type: 'Tool', list: true },
      ],
      inputParams: [
        {
          id: `${id}-input-prefix-string`,
          name: 'prefix',
          label: 'Prefix',
          type: 'string',
          acceptVariable: true,
        },
      ],
      inputs,
      outputAnchors: [
        {
          id: `${id}-output-${name}-${baseClasses.join('|')}`,
          name,
          label: name,
          type: baseClasses.join(' | '),
        },
      ],
    },
  };
}

const agent = () => chatNode('agent_0', 'agent', ['AgentExecutor'], { model: '', tools: '', prefix: 'Hi' });
const model = chatNode('chatOpenAI_0', 'chatOpenAI', ['ChatOpenAI', 'BaseChatModel']);
const calculator = chatNode('calculator_0', 'calculator', ['Calculator', 'Tool']);
const search = chatNode('search_0', 'search', ['Search', 'Tool']);

const edgeFrom = (source: EditorNode, input: string, type: string) => ({
  source: source.id,
  sourceHandle: source.data.outputAnchors?.[0]?.id ?? null,
  target: 'agent_0',
  targetHandle: `agent_0-input-${input}-${type}`,
});

describe('chatflow connection references', () => {
  it.each([
    [
      'a single input holds the reference',
      'agent_0-input-model-BaseChatModel',
      'model',
      '{{chatOpenAI_0.data.instance}}',
    ],
    [
      'a list input gathers references',
      'agent_0-input-tools-Tool',
      'tools',
      ['{{chatOpenAI_0.data.instance}}'],
    ],
    [
      'a variable-accepting text gets it appended',
      'agent_0-input-prefix-string',
      'prefix',
      'Hi {{chatOpenAI_0.data.instance}}',
    ],
  ])('%s', (_case, handle, input, expected) => {
    expect(writeConnectedInput(agent(), 'chatOpenAI_0', handle).data.inputs?.[input]).toEqual(expected);
  });

  it('leaves agentflow connections (handle = node id) alone', () => {
    const node = agent();
    expect(writeConnectedInput(node, 'chatOpenAI_0', 'agent_0')).toBe(node);
  });

  it('writes the reference on connect and clears it when the edge is deleted; undo brings both back', () => {
    const store = createFlowEditorStore({
      nodes: [agent(), model, calculator, search],
      edges: [],
      name: 'Flow',
    });
    const inputs = () => store.getState().nodes.find((node) => node.id === 'agent_0')?.data.inputs;
    expect(store.getState().connect(edgeFrom(model, 'model', 'BaseChatModel')).valid).toBe(true);
    expect(store.getState().connect(edgeFrom(calculator, 'tools', 'Tool')).valid).toBe(true);
    expect(store.getState().connect(edgeFrom(search, 'tools', 'Tool')).valid).toBe(true);
    expect(inputs()).toMatchObject({
      model: '{{chatOpenAI_0.data.instance}}',
      tools: ['{{calculator_0.data.instance}}', '{{search_0.data.instance}}'],
    });

    const calculatorEdge = store.getState().edges.find((edge) => edge.source === 'calculator_0');
    store.getState().onEdgesChange([{ type: 'remove', id: calculatorEdge?.id ?? '' }]);
    expect(inputs()?.tools).toEqual(['{{search_0.data.instance}}']);
    expect(store.getState().edges).toHaveLength(2);

    store.getState().undo();
    expect(inputs()?.tools).toEqual(['{{calculator_0.data.instance}}', '{{search_0.data.instance}}']);
    expect(store.getState().edges).toHaveLength(3);
  });
});
