import type { FlowData, FlowNode } from '@loomflow/core';
import { findNodeExecutor } from '@loomflow/nodes/runtime';
import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import type { AgentflowRunRequest } from './run.types.ts';
import { fakeExecutors, loadFixture, testRequest } from './test-support/fake-executors.ts';

/** The registry's own executors (no fakes) for the nodes that need nothing outside the process. */
function realRequest(flowData: FlowData, overrides: Partial<AgentflowRunRequest> = {}): AgentflowRunRequest {
  return { ...testRequest(flowData, fakeExecutors(), overrides), executors: findNodeExecutor };
}

function replaceNode(flow: FlowData, nodeId: string, change: (node: FlowNode) => FlowNode): FlowData {
  return { ...flow, nodes: flow.nodes.map((node) => (node.id === nodeId ? change(node) : node)) };
}

/** condition-branches with a real Condition: output 0 when the question is "yes", else output 1. */
function conditionFlow(): FlowData {
  let flow = loadFixture('condition-branches');
  flow = replaceNode(flow, 'conditionAgentflow_0', (node) => ({
    ...node,
    data: {
      ...node.data,
      inputs: {
        conditions: [{ type: 'string', value1: '<p>{{ question }}</p>', operation: 'equal', value2: 'yes' }],
      },
    },
  }));
  // LLM nodes need a model: use Direct Reply nodes in their place.
  for (const id of ['llmAgentflow_0', 'llmAgentflow_1', 'llmAgentflow_2']) {
    flow = replaceNode(flow, id, (node) => ({
      ...node,
      data: { ...node.data, name: 'directReplyAgentflow', inputs: { directReplyMessage: `reply of ${id}` } },
    }));
  }
  return flow;
}

describe('with the real executors', () => {
  it('routes a real Condition to each branch', async () => {
    for (const [question, ran, skipped] of [
      ['yes', 'llmAgentflow_1', 'directReplyAgentflow_0'],
      ['no', 'directReplyAgentflow_0', 'llmAgentflow_1'],
    ] as const) {
      const result = await runAgentflow(realRequest(conditionFlow(), { question }), () => undefined);
      expect(result.error).toBeUndefined();
      expect(result.state).toBe('FINISHED');
      const ids = result.executionData.map((record) => record.nodeId);
      expect(ids).toContain(ran);
      expect(ids).not.toContain(skipped);
      expect(result.text).toBe('reply of llmAgentflow_2');
    }
  });

  it('loops with the real Loop node (target stored as "<id>-<label>") and answers its fallback', async () => {
    let flow = loadFixture('loop');
    flow = replaceNode(flow, 'llmAgentflow_0', (node) => ({
      ...node,
      data: {
        ...node.data,
        name: 'directReplyAgentflow',
        inputs: { directReplyMessage: 'round {{ loop_count }}' },
      },
    }));
    flow = replaceNode(flow, 'loopAgentflow_0', (node) => ({
      ...node,
      data: {
        ...node.data,
        inputs: { ...node.data.inputs, loopBackToNode: 'llmAgentflow_0-Draft', maxLoopCount: 2 },
      },
    }));
    const result = await runAgentflow(realRequest(flow), () => undefined);
    expect(result.error).toBeUndefined();
    const rounds = result.executionData.filter((record) => record.nodeId === 'llmAgentflow_0');
    expect(rounds.map((record) => record.data.output.content)).toEqual(['round 0', 'round 1', 'round 2']);
    expect(result.text).toBe('Gave up after the loop limit');
  });

  it('pauses at a real Human Input and resumes on reject', async () => {
    let flow = loadFixture('human-input');
    for (const id of ['llmAgentflow_0', 'llmAgentflow_1', 'llmAgentflow_2', 'llmAgentflow_3']) {
      flow = replaceNode(flow, id, (node) => ({
        ...node,
        data: {
          ...node.data,
          name: 'directReplyAgentflow',
          inputs: { directReplyMessage: `reply of ${id}` },
        },
      }));
    }
    const paused = await runAgentflow(realRequest(flow), () => undefined);
    expect(paused.state).toBe('STOPPED');
    expect(paused.action?.elements.map((element) => element.label)).toEqual(['Proceed', 'Reject']);
    const resumed = await runAgentflow(
      realRequest(flow, {
        resume: {
          executionData: paused.executionData,
          flowState: paused.flowState,
          humanInput: { type: 'reject', startNodeId: 'humanInputAgentflow_0' },
        },
      }),
      () => undefined,
    );
    expect(resumed.error).toBeUndefined();
    expect(resumed.state).toBe('FINISHED');
    expect(resumed.text).toBe('rejected');
  });
});
