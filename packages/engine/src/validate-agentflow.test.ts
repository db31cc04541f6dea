import type { FlowData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { fakeExecutors, loadFixture, testRequest } from './test-support/fake-executors.ts';
import { validateAgentflow } from './validate-agentflow.ts';

const fakes = fakeExecutors();
const base = loadFixture('parallel-branches');

function messages(flow: FlowData): string[] {
  return validateAgentflow(flow, fakes.find).map((issue) => issue.message);
}

describe('validateAgentflow', () => {
  it('accepts the fixtures', () => {
    for (const name of [
      'parallel-branches',
      'condition-branches',
      'loop',
      'iteration',
      'human-input',
      'state',
      'six-node',
    ]) {
      expect(messages(loadFixture(name))).toEqual([]);
    }
  });

  it('wants exactly one Start node', () => {
    const start = base.nodes[0];
    if (!start) throw new Error('fixture without nodes');
    expect(messages({ ...base, nodes: base.nodes.slice(1), edges: base.edges.slice(2) })).toContain(
      'The flow has no Start node: add one and connect it to the first node',
    );
    const second = {
      ...start,
      id: 'startAgentflow_1',
      data: { ...start.data, id: 'startAgentflow_1', label: 'Start 2' },
    };
    expect(messages({ ...base, nodes: [...base.nodes, second] }).join('\n')).toContain('2 Start nodes');
  });

  it('names the node of an unknown type', () => {
    const flow: FlowData = {
      ...base,
      nodes: base.nodes.map((node) =>
        node.id === 'llmAgentflow_1' ? { ...node, data: { ...node.data, name: 'nopeAgentflow' } } : node,
      ),
    };
    expect(messages(flow).join('\n')).toContain('Node "Branch B" (llmAgentflow_1)');
  });

  it('refuses edges to missing nodes', () => {
    const flow: FlowData = {
      ...base,
      edges: [
        ...base.edges.filter((edge) => edge.target !== 'llmAgentflow_1'),
        {
          id: 'dangling',
          source: 'llmAgentflow_0',
          target: 'ghost_0',
          sourceHandle: 'llmAgentflow_0-output-llmAgentflow',
          targetHandle: 'ghost_0',
        },
      ],
    };
    expect(messages(flow).join('\n')).toContain('Edge dangling: target node "ghost_0" is not in the flow');
  });

  it('lets a node left unconnected on the canvas be (it never runs), as Flowise does', async () => {
    const flow: FlowData = {
      ...base,
      nodes: base.nodes.map((node) =>
        node.id === 'llmAgentflow_1'
          ? { ...node, data: { ...node.data, inputs: { ...node.data.inputs, llmModel: '' } } }
          : node,
      ),
      edges: base.edges.filter((edge) => edge.target !== 'llmAgentflow_1'),
    };
    expect(messages(flow)).toEqual([]);
    const counting = fakeExecutors();
    const result = await runAgentflow(testRequest(flow, counting), () => undefined);
    expect(result.state).toBe('FINISHED');
    expect(counting.count('llmAgentflow_1')).toBe(0);
    // The join it fed does not wait for it.
    expect(counting.count('llmAgentflow_2')).toBe(1);
  });

  it('names an empty required parameter', () => {
    const flow: FlowData = {
      ...base,
      nodes: base.nodes.map((node) =>
        node.id === 'llmAgentflow_2'
          ? { ...node, data: { ...node.data, inputs: { ...node.data.inputs, llmModel: '' } } }
          : node,
      ),
    };
    expect(messages(flow)).toContain('Node "Join" (llmAgentflow_2): "Model" is required');
  });

  it('makes a run of an invalid flow end ERROR without running a node', async () => {
    const counting = fakeExecutors();
    const result = await runAgentflow(
      testRequest({ ...base, nodes: base.nodes.slice(1), edges: base.edges.slice(2) }, counting),
      () => undefined,
    );
    expect(result.state).toBe('ERROR');
    expect(result.error).toContain('The flow cannot run: The flow has no Start node');
    expect(counting.calls).toHaveLength(0);
  });
});
