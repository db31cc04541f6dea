import { describe, expect, it } from 'vitest';
import type { CanvasEdge, CanvasNode } from './canvas-graph.ts';
import {
  clearConnectedInput,
  deleteEdge,
  deleteNode,
  duplicateNode,
  nodeReference,
} from './node-operations.ts';

const at = (x: number, y = 0) => ({ x, y });

const model: CanvasNode = {
  id: 'chatOpenAI_0',
  position: at(0),
  data: { id: 'chatOpenAI_0', name: 'chatOpenAI' },
};
const calculator: CanvasNode = {
  id: 'calculator_0',
  position: at(0, 200),
  data: { id: 'calculator_0', name: 'calculator' },
};
const search: CanvasNode = { id: 'serper_0', position: at(0, 400), data: { id: 'serper_0', name: 'serper' } };
const prompt: CanvasNode = {
  id: 'promptTemplate_0',
  position: at(0, 600),
  data: { id: 'promptTemplate_0', name: 'promptTemplate' },
};
const agent: CanvasNode = {
  id: 'toolAgent_0',
  position: at(400),
  width: 300,
  data: {
    id: 'toolAgent_0',
    name: 'toolAgent',
    label: 'Tool Agent',
    inputAnchors: [
      { id: 'toolAgent_0-input-model-BaseChatModel', name: 'model', type: 'BaseChatModel' },
      { id: 'toolAgent_0-input-tools-Tool', name: 'tools', type: 'Tool', list: true },
    ],
    inputParams: [
      {
        id: 'toolAgent_0-input-systemMessage-string',
        name: 'systemMessage',
        type: 'string',
        acceptVariable: true,
      },
    ],
    outputAnchors: [{ id: 'toolAgent_0-output-toolAgent-AgentExecutor', name: 'toolAgent' }],
    inputs: {
      model: nodeReference('chatOpenAI_0'),
      tools: [nodeReference('calculator_0'), nodeReference('serper_0')],
      systemMessage: `Use ${nodeReference('promptTemplate_0')} politely`,
      maxIterations: 5,
    },
  },
};
const edges: CanvasEdge[] = [
  {
    id: 'model',
    source: 'chatOpenAI_0',
    target: 'toolAgent_0',
    targetHandle: 'toolAgent_0-input-model-BaseChatModel',
  },
  { id: 'calc', source: 'calculator_0', target: 'toolAgent_0', targetHandle: 'toolAgent_0-input-tools-Tool' },
  { id: 'search', source: 'serper_0', target: 'toolAgent_0', targetHandle: 'toolAgent_0-input-tools-Tool' },
  {
    id: 'prompt',
    source: 'promptTemplate_0',
    target: 'toolAgent_0',
    targetHandle: 'toolAgent_0-input-systemMessage-string',
  },
];
const graph = { nodes: [model, calculator, search, prompt, agent], edges };
const inputsOf = (nodes: CanvasNode[]) => nodes.find((node) => node.id === 'toolAgent_0')?.data.inputs;

describe('deleting a node (spec §4)', () => {
  it.each<[string, string, Record<string, unknown>, string[]]>([
    ['a single input is emptied', 'chatOpenAI_0', { model: '' }, ['calc', 'search', 'prompt']],
    [
      'a list input loses only that reference',
      'calculator_0',
      { tools: [nodeReference('serper_0')] },
      ['model', 'search', 'prompt'],
    ],
    [
      'a variable input has the reference cut out',
      'promptTemplate_0',
      { systemMessage: 'Use  politely' },
      ['model', 'calc', 'search'],
    ],
  ])('%s', (_case, nodeId, changed, remainingEdges) => {
    const result = deleteNode(graph, nodeId);
    expect(result.nodes.map((node) => node.id)).not.toContain(nodeId);
    expect(result.edges.map((edge) => edge.id)).toEqual(remainingEdges);
    expect(inputsOf(result.nodes)).toEqual({ ...agent.data.inputs, ...changed });
  });

  it('removes the node with its edges in both directions and leaves the input untouched elsewhere', () => {
    const result = deleteNode(graph, 'toolAgent_0');
    expect(result.nodes.map((node) => node.id)).toEqual([
      'chatOpenAI_0',
      'calculator_0',
      'serper_0',
      'promptTemplate_0',
    ]);
    expect(result.edges).toEqual([]);
  });

  it('removes the children of a container at any depth, and edges touching them', () => {
    const iteration: CanvasNode = {
      id: 'iterationAgentflow_0',
      position: at(0),
      data: { name: 'iterationAgentflow' },
    };
    const child: CanvasNode = {
      id: 'llmAgentflow_0',
      parentNode: 'iterationAgentflow_0',
      position: at(10),
      data: { name: 'llmAgentflow' },
    };
    const grandchild: CanvasNode = {
      id: 'toolAgentflow_0',
      parentNode: 'llmAgentflow_0',
      position: at(20),
      data: { name: 'toolAgentflow' },
    };
    const outside: CanvasNode = {
      id: 'directReplyAgentflow_0',
      position: at(500),
      data: { name: 'directReplyAgentflow' },
    };
    const nested = {
      nodes: [iteration, child, grandchild, outside],
      edges: [
        { id: 'in', source: 'llmAgentflow_0', target: 'toolAgentflow_0', targetHandle: 'toolAgentflow_0' },
        {
          id: 'out',
          source: 'iterationAgentflow_0',
          target: 'directReplyAgentflow_0',
          targetHandle: 'directReplyAgentflow_0',
        },
      ],
    };
    const result = deleteNode(nested, 'iterationAgentflow_0');
    expect(result.nodes.map((node) => node.id)).toEqual(['directReplyAgentflow_0']);
    expect(result.edges).toEqual([]);
    expect(result.nodes[0]).toBe(outside);
  });
});

describe('deleting an edge', () => {
  it('clears the reference it made', () => {
    const result = deleteEdge(graph, 'search');
    expect(result.edges.map((edge) => edge.id)).toEqual(['model', 'calc', 'prompt']);
    expect(inputsOf(result.nodes)?.tools).toEqual([nodeReference('calculator_0')]);
  });

  it('ignores an unknown edge', () => {
    expect(deleteEdge(graph, 'nope')).toEqual({ nodes: graph.nodes, edges: graph.edges });
  });

  it('leaves agentflow nodes (handle = node id) as they are', () => {
    const target: CanvasNode = {
      id: 'llmAgentflow_1',
      position: at(0),
      data: { name: 'llmAgentflow', inputs: { a: 1 } },
    };
    expect(
      clearConnectedInput(target, {
        id: 'e',
        source: 'x',
        target: 'llmAgentflow_1',
        targetHandle: 'llmAgentflow_1',
      }),
    ).toBe(target);
  });
});

describe('duplicating a node (spec §4)', () => {
  const condition: CanvasNode = {
    id: 'seqCondition_0',
    position: at(100, 50),
    positionAbsolute: at(100, 50),
    width: 300,
    selected: true,
    data: {
      id: 'seqCondition_0',
      name: 'seqCondition',
      label: 'Condition',
      inputParams: [
        {
          id: 'seqCondition_0-input-condition-tabs',
          name: 'condition',
          type: 'tabs',
          tabIdentifier: 'selectedConditionFunctionTab',
        },
      ],
      inputAnchors: [{ id: 'seqCondition_0-input-sequentialNode-Agent', name: 'sequentialNode', list: true }],
      outputAnchors: [
        { name: 'output', options: [{ id: 'seqCondition_0-output-end-Condition', name: 'end' }] },
      ],
      inputs: {
        conditionName: 'Loop?',
        sequentialNode: ['{{seqAgent_0.data.instance}}', 'kept'],
        model: '{{chatOpenAI_0.data.instance}}',
        selectedConditionFunctionTab_seqCondition_0: 'conditionUI',
        note: 'mentions {{ question }} inside text',
      },
    },
  };

  it('offsets the copy to the right by its width plus the gap, renames ids and clears linked references', () => {
    const result = duplicateNode(
      [condition, { ...model, id: 'seqCondition_1', data: { name: 'seqCondition' } }],
      'seqCondition_0',
    );
    expect(result?.duplicate).toEqual({
      ...condition,
      id: 'seqCondition_2',
      selected: false,
      position: at(450, 50),
      positionAbsolute: at(450, 50),
      data: {
        ...condition.data,
        id: 'seqCondition_2',
        label: 'Condition (2)',
        inputParams: [
          {
            id: 'seqCondition_2-input-condition-tabs',
            name: 'condition',
            type: 'tabs',
            tabIdentifier: 'selectedConditionFunctionTab',
          },
        ],
        inputAnchors: [
          { id: 'seqCondition_2-input-sequentialNode-Agent', name: 'sequentialNode', list: true },
        ],
        outputAnchors: [
          { name: 'output', options: [{ id: 'seqCondition_2-output-end-Condition', name: 'end' }] },
        ],
        inputs: {
          conditionName: 'Loop?',
          sequentialNode: ['kept'],
          model: '',
          selectedConditionFunctionTab_seqCondition_2: 'conditionUI',
          note: 'mentions {{ question }} inside text',
        },
      },
    });
    expect(result?.nodes).toHaveLength(3);
    expect(condition.data.inputs?.model).toBe('{{chatOpenAI_0.data.instance}}');
  });

  it.each<[string, number | null | undefined, number, number]>([
    ['default gap', 300, 50, 450],
    ['custom gap', 300, 10, 410],
    ['no measured width', undefined, 50, 150],
  ])('%s', (_case, width, distance, x) => {
    const result = duplicateNode([{ ...condition, width }], 'seqCondition_0', distance);
    expect(result?.duplicate.position.x).toBe(x);
  });

  it('answers undefined for an unknown node', () => {
    expect(duplicateNode([condition], 'nope')).toBeUndefined();
  });
});
