import { describe, expect, it } from 'vitest';
import type { FlowData } from '@loomflow/core';
import { seqFixture } from './test-support/seq-test-kit.ts';
import { validateSequential } from './validate-sequential.ts';

function edit(flowData: FlowData, id: string, inputs: Record<string, unknown>): FlowData {
  return {
    ...flowData,
    nodes: flowData.nodes.map((node) =>
      node.id === id ? { ...node, data: { ...node.data, inputs: { ...node.data.inputs, ...inputs } } } : node,
    ),
  };
}

describe('agentflow v1 validation', () => {
  it.each(['condition-routing', 'condition-agent', 'loop', 'tool-approval', 'supervisor', 'tool-node-state'])(
    'finds nothing wrong with %s',
    (name) => {
      expect(validateSequential(seqFixture(name, 'http://127.0.0.1:1/v1'))).toEqual([]);
    },
  );

  it('names the nodes to fix and what to do', () => {
    let flowData = seqFixture('tool-node-state', 'http://127.0.0.1:1/v1');
    flowData = { ...flowData, edges: flowData.edges.filter((edge) => edge.source !== 'chatOpenAI_0') };
    flowData = edit(flowData, 'seqStart_0', { model: '' });
    flowData = edit(flowData, 'seqToolNode_0', { llmNode: '' });
    flowData = {
      ...flowData,
      edges: flowData.edges.filter(
        (edge) => edge.target !== 'seqToolNode_0' || !edge.targetHandle?.includes('llmNode'),
      ),
    };
    const issues = validateSequential(flowData);
    expect(issues.map((issue) => [issue.nodeId, issue.message.split(':')[0]])).toEqual([
      ['seqStart_0', 'The Start node has no chat model'],
      ['seqLLMNode_0', 'No chat model'],
      ['seqToolNode_0', 'The Tool Node is not connected to an LLM Node'],
      ['seqLLMNode_1', 'No chat model'],
    ]);
  });

  it('reports a Loop to no node and a flow without an entry', () => {
    const loop = edit(seqFixture('loop', 'http://127.0.0.1:1/v1'), 'seqLoop_0', { loopToName: 'Nobody' });
    expect(validateSequential(loop)).toEqual([
      expect.objectContaining({ nodeId: 'seqLoop_0', message: expect.stringMatching(/loops to "Nobody"/) }),
    ]);
    const empty = { nodes: [], edges: [] };
    expect(validateSequential(empty)[0]?.message).toMatch(/no Start or Supervisor node/);
  });
});
