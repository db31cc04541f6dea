import { describe, expect, it } from 'vitest';
import { parseFlowData, readFlowData } from './flow-data.schema.ts';
import { normaliseFlowData } from './normalise-flow-data.ts';

/** Flowise's Condition Agent as its marketplace flows save it: numeric output anchor names and labels. */
const conditionAgent = {
  id: 'conditionAgentAgentflow_0',
  type: 'agentFlow',
  position: { x: 10, y: 20 },
  data: {
    id: 'conditionAgentAgentflow_0',
    label: 'Route Request',
    name: 'conditionAgentAgentflow',
    version: 1,
    inputs: { conditionAgentScenarios: [{ scenario: 'a' }, { scenario: 'b' }] },
    outputAnchors: [
      { id: 'conditionAgentAgentflow_0-output-0', label: 0, name: 0, description: 'Condition 0' },
      { id: 'conditionAgentAgentflow_0-output-1', label: 1, name: 1, description: 'Else' },
    ],
    outputs: { conditionAgentAgentflow: '' },
  },
};

function flowOf(nodes: unknown[], rest: Record<string, unknown> = { edges: [] }): unknown {
  return { nodes, ...rest };
}

describe('reading flowData as Flowise writes it', () => {
  it('opens a Condition Agent whose output anchors have numeric labels and names, as text', () => {
    const read = readFlowData(flowOf([conditionAgent]));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const anchors = read.flowData.nodes[0]?.data.outputAnchors;
    expect(anchors?.map((anchor) => [anchor.name, anchor.label])).toEqual([
      ['0', '0'],
      ['1', '1'],
    ]);
    // Fields the schema does not name stay as they were.
    expect(anchors?.[1]).toMatchObject({ description: 'Else' });
  });

  it('fills what may be missing: edges, position, node id from data.id, edge id, viewport zoom', () => {
    const text = JSON.stringify({
      nodes: [{ data: { id: 'llmAgentflow_0', name: 'llmAgentflow', label: 'LLM' } }],
      viewport: { x: 5, y: 6 },
    });
    const read = parseFlowData(text);
    expect(read.ok && read.flowData).toMatchObject({
      nodes: [{ id: 'llmAgentflow_0', position: { x: 0, y: 0 } }],
      edges: [],
      viewport: { x: 5, y: 6, zoom: 1 },
    });
    const edge = readFlowData({
      nodes: [],
      edges: [{ source: 'a', target: 'b', sourceHandle: 'a-output-x', targetHandle: 'b' }],
    });
    expect(edge.ok && edge.flowData.edges[0]?.id).toBe('a-a-output-x-b-b');
  });

  it('gives a node without any id one as Flowise names them, and reads the embeddable canvas types', () => {
    const read = readFlowData({
      nodes: [
        { id: 'startAgentflow_0', type: 'agentflowNode', data: { name: 'startAgentflow' } },
        { type: 'agentflowNode', data: { name: 'startAgentflow' } },
        { id: 'iterationAgentflow_0', type: 'agentflowNode', data: { name: 'iterationAgentflow' } },
      ],
      edges: [{ source: 'startAgentflow_0', target: 'startAgentflow_1', type: 'agentflowEdge' }],
    });
    expect(read.ok && read.flowData.nodes.map((node) => [node.id, node.type])).toEqual([
      ['startAgentflow_0', 'agentFlow'],
      ['startAgentflow_1', 'agentFlow'],
      ['iterationAgentflow_0', 'iteration'],
    ]);
    expect(read.ok && read.flowData.edges[0]?.type).toBe('agentFlow');
  });

  it('reads numbers, flags and nulls Flowise writes in other shapes', () => {
    const read = readFlowData({
      nodes: [
        {
          id: 7,
          position: { x: '12.5', y: 3 },
          width: null,
          data: {
            name: 'chatOpenAI',
            label: 'ChatOpenAI',
            version: '6.0',
            hideInput: 'false',
            credential: null,
            baseClasses: ['ChatOpenAI', 2],
            inputParams: [{ name: 'temperature', label: 'Temperature', list: 'true', id: 3 }],
            inputs: null,
          },
        },
      ],
      edges: [{ id: 'e', source: 7, target: 'b', sourceHandle: null }],
    });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const [node] = read.flowData.nodes;
    expect(node).toMatchObject({ id: '7', position: { x: 12.5, y: 3 }, width: null });
    expect(node?.data).toMatchObject({ version: 6, hideInput: false, baseClasses: ['ChatOpenAI', '2'] });
    expect(node?.data).not.toHaveProperty('credential');
    expect(node?.data).not.toHaveProperty('inputs');
    expect(node?.data.inputParams?.[0]).toMatchObject({ id: '3', list: true });
    expect(read.flowData.edges[0]).toMatchObject({ source: '7', sourceHandle: null });
  });

  it('keeps every field it does not know, at every level, with its value unchanged', () => {
    const read = readFlowData({
      nodes: [
        { ...conditionAgent, dragging: false, data: { ...conditionAgent.data, custom: { deep: [1, null] } } },
      ],
      edges: [],
      description: 'kept',
      viewport: { x: 0, y: 0, zoom: 1, extra: 0 },
    });
    expect(read.ok && read.flowData).toMatchObject({
      nodes: [{ dragging: false, data: { custom: { deep: [1, null] } } }],
      description: 'kept',
      viewport: { extra: 0 },
    });
  });

  it('never changes the value it reads, and reading twice gives the same flow', () => {
    const input = flowOf([conditionAgent]);
    const before = JSON.stringify(input);
    const once = normaliseFlowData(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(normaliseFlowData(once)).toEqual(once);
  });

  it('never changes the value it reads when it fills ids, positions, edges and canvas types', () => {
    const input = {
      nodes: [
        { type: 'agentflowNode', data: { name: 'llmAgentflow', label: 'LLM', id: null } },
        {
          type: 'agentflowNode',
          position: { x: '1', y: 2 },
          data: { id: 'start_0', name: 'startAgentflow' },
        },
      ],
      viewport: { x: 0, y: 0 },
    };
    const before = JSON.stringify(input);
    const read = readFlowData(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(read.ok && read.flowData).toMatchObject({
      nodes: [
        { id: 'llmAgentflow_0', type: 'agentFlow', position: { x: 0, y: 0 } },
        { id: 'start_0', type: 'agentFlow', position: { x: 1, y: 2 } },
      ],
      edges: [],
      viewport: { zoom: 1 },
    });
  });

  it('shares the parts already in the stored shape instead of copying them (large flows read fast)', () => {
    const stored = { ...conditionAgent, data: { ...conditionAgent.data, outputAnchors: [] } };
    const edge = { id: 'e1', source: 'a', target: 'b', sourceHandle: null, type: 'agentFlow' };
    const input = { nodes: [stored, conditionAgent], edges: [edge] };
    const read = normaliseFlowData(input) as typeof input;
    expect(read.nodes[0]).toBe(stored);
    expect(read.nodes[1]).not.toBe(conditionAgent);
    expect(read.nodes[1]?.data.inputs).toBe(conditionAgent.data.inputs);
    expect(read.edges).toBe(input.edges);
  });

  it('names the broken node by its label and id', () => {
    const read = readFlowData(
      flowOf([
        conditionAgent,
        { id: 'agentAgentflow_0', position: { x: 0, y: 0 }, data: { label: 'Agent 0', outputAnchors: 'x' } },
      ]),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues.map((issue) => issue.path)).toEqual([
      'flowData.nodes.1.data.name',
      'flowData.nodes.1.data.outputAnchors',
    ]);
    expect(read.issues[0]?.message).toMatch(/^Node "Agent 0" \(agentAgentflow_0\): data\.name: /);
  });

  it('names a node without a label by its position in the list, and an edge by its id', () => {
    const read = readFlowData({
      nodes: [conditionAgent, { position: { x: 0, y: 0 }, data: {} }],
      edges: [{ id: 'e1', source: 'a' }],
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const messages = read.issues.map((issue) => issue.message);
    expect(messages.some((message) => message.startsWith('Node 2: '))).toBe(true);
    expect(messages.some((message) => message.startsWith('Edge e1: target: '))).toBe(true);
  });
});
