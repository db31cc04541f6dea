import type { FlowData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { fakeExecutors, loadFixture, testRequest } from './test-support/fake-executors.ts';

function withInputs(flow: FlowData, nodeId: string, inputs: Record<string, unknown>): FlowData {
  return {
    ...flow,
    nodes: flow.nodes.map((node) =>
      node.id === nodeId
        ? { ...node, data: { ...node.data, inputs: { ...node.data.inputs, ...inputs } } }
        : node,
    ),
  };
}

describe('run result', () => {
  it('answers with the end node of the taken branch; the six-node flow resolves rich-text messages', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(testRequest(loadFixture('six-node'), fakes), () => undefined);
    expect(result.state).toBe('FINISHED');
    expect(fakes.count('directReplyAgentflow_0')).toBe(0);
    const answer = fakes.calls.find((call) => call.nodeId === 'llmAgentflow_1');
    expect(answer?.context.inputs.llmMessages).toEqual([{ role: 'system', content: 'You help with hello' }]);
    const condition = fakes.calls.find((call) => call.nodeId === 'conditionAgentflow_0');
    expect(condition?.context.inputs.conditions).toEqual([
      { type: 'string', value1: 'support', operation: 'equal', value2: 'support' },
    ]);
    expect(['Answer to hello', 'logged session-1']).toContain(result.text);
  });

  it('gives the structured output of the answering node as json, and totals tools and usage', async () => {
    const fakes = fakeExecutors();
    let flow = withInputs(loadFixture('parallel-branches'), 'llmAgentflow_2', {
      fakeStructured: { city: 'Paris' },
    });
    flow = withInputs(flow, 'llmAgentflow_0', { fakeTool: 'search' });
    const result = await runAgentflow(testRequest(flow, fakes), () => undefined);
    expect(result.json).toEqual({ city: 'Paris' });
    expect(result.usedTools).toEqual([{ tool: 'search', toolInput: {}, toolOutput: 'ok' }]);
    expect(result.usage.totalTokens).toBe(12);
  });

  it("answers a paused run with the human input node's text and its buttons", async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(testRequest(loadFixture('human-input'), fakes), () => undefined);
    expect(result.state).toBe('STOPPED');
    expect(result.text).toBe('Approve the draft?');
    expect(result.action?.elements.map((element) => element.label)).toEqual(['Proceed', 'Reject']);
  });

  it('applies overrideConfig to every node with the parameter, or to the named node only', async () => {
    const fakes = fakeExecutors();
    await runAgentflow(
      testRequest(loadFixture('parallel-branches'), fakes, {
        overrideConfig: { fakeReply: { llmAgentflow_1: 'overridden {{ question }}' }, llmModel: 'other' },
      }),
      () => undefined,
    );
    const byNode = new Map(fakes.calls.map((call) => [call.nodeId, call.context.inputs]));
    expect(byNode.get('llmAgentflow_1')?.fakeReply).toBe('overridden hello');
    expect(byNode.get('llmAgentflow_0')?.fakeReply).toBe('A saw hello');
    expect(byNode.get('llmAgentflow_0')?.llmModel).toBe('other');
    expect(byNode.get('startAgentflow_0')?.llmModel).toBeUndefined();
  });

  it('gives executors the question, variables, identity and a template resolver', async () => {
    const fakes = fakeExecutors();
    await runAgentflow(
      testRequest(loadFixture('parallel-branches'), fakes, { vars: { team: 'blue' }, question: 'hi there' }),
      () => undefined,
    );
    const join = fakes.calls.find((call) => call.nodeId === 'llmAgentflow_2');
    expect(join?.context.question).toBe('hi there');
    expect(join?.context.run.sessionId).toBe('session-1');
    expect(join?.context.resolveTemplate('{{ $vars.team }} / {{ llmAgentflow_0 }}')).toBe(
      'blue / A saw hi there',
    );
  });
});
