import type { FlowData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { collectEvents } from './test-support/collect-events.ts';
import { fakeExecutors, loadFixture, testRequest } from './test-support/fake-executors.ts';

function persisting(flow: FlowData, persist: boolean): FlowData {
  return {
    ...flow,
    nodes: flow.nodes.map((node) =>
      node.data.name === 'startAgentflow'
        ? { ...node, data: { ...node.data, inputs: { ...node.data.inputs, startPersistState: persist } } }
        : node,
    ),
  };
}

describe('flow state', () => {
  it("starts from the Start node's rows, merges what nodes set and records the state after each node", async () => {
    const fakes = fakeExecutors();
    const { events, onEvent } = collectEvents();
    const result = await runAgentflow(testRequest(loadFixture('state'), fakes), onEvent);
    expect(result.state).toBe('FINISHED');
    expect(result.text).toBe('topic cats count 0');
    expect(result.flowState).toEqual({ topic: 'cats', count: '0+1' });
    const [start, count] = result.executionData;
    expect(start?.data.state).toEqual({ topic: 'cats', count: '0' });
    expect(count?.data.state).toEqual({ topic: 'cats', count: '0+1' });
    expect(events.filter((event) => event.type === 'stateChange')).toEqual([
      { type: 'stateChange', state: { topic: 'cats', count: '0+1' } },
    ]);
  });

  it('lets the request override the start state', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('state'), fakes, { startState: { topic: 'dogs' } }),
      () => undefined,
    );
    expect(result.text).toBe('topic dogs count 0');
  });

  it('keeps the overrides over state the Start node itself sets', async () => {
    const fakes = fakeExecutors();
    const flow = loadFixture('state');
    const nodes = flow.nodes.map((node) =>
      node.data.name === 'startAgentflow'
        ? {
            ...node,
            data: { ...node.data, inputs: { ...node.data.inputs, fakeState: { topic: 'cats', extra: 'x' } } },
          }
        : node,
    );
    const result = await runAgentflow(
      testRequest({ ...flow, nodes }, fakes, { startState: { topic: 'dogs' } }),
      () => undefined,
    );
    expect(result.text).toBe('topic dogs count 0');
    expect(result.flowState).toMatchObject({ topic: 'dogs', extra: 'x' });
  });

  it("continues from the session's last state when the Start node persists state", async () => {
    const fakes = fakeExecutors();
    const first = await runAgentflow(testRequest(loadFixture('state'), fakes), () => undefined);
    const second = await runAgentflow(
      testRequest(loadFixture('state'), fakes, { persistedState: first.flowState }),
      () => undefined,
    );
    expect(second.text).toBe('topic cats count 0+1');
    expect(second.flowState).toEqual({ topic: 'cats', count: '0+1+1' });
  });

  it('ignores the last state when the Start node does not persist state', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(persisting(loadFixture('state'), false), fakes, { persistedState: { count: '9' } }),
      () => undefined,
    );
    expect(result.text).toBe('topic cats count 0');
  });

  it.each([
    [false, 1],
    [true, 0],
  ])('with ephemeral memory %s, nodes see %i earlier messages of the session', async (ephemeral, seen) => {
    const fakes = fakeExecutors();
    const flow = loadFixture('state');
    const nodes = flow.nodes.map((node) =>
      node.data.name === 'startAgentflow'
        ? {
            ...node,
            data: { ...node.data, inputs: { ...node.data.inputs, startEphemeralMemory: ephemeral } },
          }
        : node,
    );
    await runAgentflow(
      testRequest({ ...flow, nodes }, fakes, { pastMessages: [{ role: 'user', content: 'earlier' }] }),
      () => undefined,
    );
    const later = fakes.calls.filter((call) => call.context.nodeId !== 'startAgentflow_0');
    expect(later.length).toBeGreaterThan(0);
    for (const call of later) expect(call.context.pastMessages).toHaveLength(seen);
  });
});
