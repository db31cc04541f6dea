import type { FlowData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { collectEvents } from './test-support/collect-events.ts';
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

describe('abort', () => {
  it('ends TERMINATED when the client aborts, marks the node in flight and aborts its call', async () => {
    const fakes = fakeExecutors();
    const controller = new AbortController();
    const { events, onEvent } = collectEvents();
    const running = runAgentflow(
      testRequest(loadFixture('slow'), fakes, { signal: controller.signal }),
      (event) => {
        onEvent(event);
        if (event.type === 'nodeStart' && event.nodeId === 'llmAgentflow_0') controller.abort();
      },
    );
    const result = await running;
    expect(result.state).toBe('TERMINATED');
    expect(result.executionData.find((record) => record.nodeId === 'llmAgentflow_0')?.status).toBe(
      'TERMINATED',
    );
    expect(fakes.calls.find((call) => call.nodeId === 'llmAgentflow_0')?.context.signal.aborted).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'runEnd', state: 'TERMINATED' });
  });

  it('does not wait for a call that ignores the abort', async () => {
    const fakes = fakeExecutors();
    const controller = new AbortController();
    const flow = withInputs(loadFixture('slow'), 'llmAgentflow_0', { fakeIgnoreAbort: true });
    const result = await runAgentflow(testRequest(flow, fakes, { signal: controller.signal }), (event) => {
      if (event.type === 'nodeStart' && event.nodeId === 'llmAgentflow_0') controller.abort();
    });
    expect(result.state).toBe('TERMINATED');
    expect(fakes.calls.find((call) => call.nodeId === 'llmAgentflow_0')?.endedAt).toBeUndefined();
  });

  it('runs nothing when the signal is already aborted', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('slow'), fakes, { signal: AbortSignal.abort() }),
      () => undefined,
    );
    expect(result.state).toBe('TERMINATED');
    expect(fakes.calls).toHaveLength(0);
  });
});

describe('timeout', () => {
  it('ends TIMEOUT after the wall-clock limit and aborts the call in flight', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('slow'), fakes, { limits: { timeoutMs: 30 } }),
      () => undefined,
    );
    expect(result.state).toBe('TIMEOUT');
    expect(result.error).toContain('30 ms');
    expect(result.executionData.find((record) => record.nodeId === 'llmAgentflow_0')?.status).toBe('TIMEOUT');
    expect(fakes.calls.find((call) => call.nodeId === 'llmAgentflow_0')?.context.signal.aborted).toBe(true);
  });
});

describe('node execution cap', () => {
  it('ends ERROR with a clear message when a run reaches the cap', async () => {
    const fakes = fakeExecutors();
    const flow = withInputs(loadFixture('loop'), 'loopAgentflow_0', { maxLoopCount: 50 });
    const result = await runAgentflow(
      testRequest(flow, fakes, { limits: { maxNodeExecutions: 7, maxLoopCount: 50 } }),
      () => undefined,
    );
    expect(result.state).toBe('ERROR');
    expect(result.error).toContain('7 node executions');
    expect(fakes.calls).toHaveLength(7);
  });
});

describe('node errors', () => {
  it('records the failing node and ends ERROR naming it and the cause', async () => {
    const fakes = fakeExecutors();
    const flow = withInputs(loadFixture('parallel-branches'), 'llmAgentflow_0', {
      fakeFail: 'model unreachable',
      fakeDelayMs: 0,
    });
    const { events, onEvent } = collectEvents();
    const result = await runAgentflow(testRequest(flow, fakes), onEvent);
    expect(result.state).toBe('ERROR');
    expect(result.error).toBe('Node "Branch A" failed: model unreachable');
    const failed = result.executionData.find((record) => record.nodeId === 'llmAgentflow_0');
    expect(failed?.status).toBe('ERROR');
    expect(failed?.data.error).toBe('model unreachable');
    expect(result.executionData.find((record) => record.nodeId === 'llmAgentflow_1')?.status).toBe(
      'TERMINATED',
    );
    expect(events.some((event) => event.type === 'nodeError' && event.nodeId === 'llmAgentflow_0')).toBe(
      true,
    );
    expect(fakes.count('llmAgentflow_2')).toBe(0);
  });
});
