import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { collectEvents } from './test-support/collect-events.ts';
import { fakeExecutors, loadFixture, testRequest, type FakeCall } from './test-support/fake-executors.ts';

function onlyCall(calls: readonly FakeCall[], nodeId: string): FakeCall & { endedAt: number } {
  const found = calls.filter((call) => call.nodeId === nodeId);
  const [call] = found;
  if (found.length !== 1 || !call || call.endedAt === undefined)
    throw new Error(`expected one finished call of ${nodeId}`);
  return { ...call, endedAt: call.endedAt };
}

describe('parallel branches', () => {
  it('runs independent branches at the same time and joins them once both are done', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(testRequest(loadFixture('parallel-branches'), fakes), () => undefined);
    expect(result.state).toBe('FINISHED');
    const a = onlyCall(fakes.calls, 'llmAgentflow_0');
    const b = onlyCall(fakes.calls, 'llmAgentflow_1');
    const join = onlyCall(fakes.calls, 'llmAgentflow_2');
    // Overlap: each branch started before the other one ended.
    expect(a.startedAt).toBeLessThan(b.endedAt);
    expect(b.startedAt).toBeLessThan(a.endedAt);
    expect(join.startedAt).toBeGreaterThanOrEqual(Math.max(a.endedAt, b.endedAt));
    expect(result.text).toBe('A saw hello + B saw hello');
    expect(result.executionData.map((record) => record.status)).toEqual([
      'FINISHED',
      'FINISHED',
      'FINISHED',
      'FINISHED',
    ]);
    expect(result.usage).toEqual({ inputTokens: 4, outputTokens: 8, totalTokens: 12 });
  });

  it('records which nodes fed each node', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(testRequest(loadFixture('parallel-branches'), fakes), () => undefined);
    const join = result.executionData.find((record) => record.nodeId === 'llmAgentflow_2');
    expect([...(join?.previousNodeIds ?? [])].sort()).toEqual(['llmAgentflow_0', 'llmAgentflow_1']);
  });
});

describe('condition routing', () => {
  it('takes the first output and skips the other branch', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('condition-branches'), fakes, { question: '0' }),
      () => undefined,
    );
    expect(result.state).toBe('FINISHED');
    expect(fakes.count('llmAgentflow_0')).toBe(1);
    expect(fakes.count('llmAgentflow_1')).toBe(1);
    expect(fakes.count('directReplyAgentflow_0')).toBe(0);
    expect(fakes.count('llmAgentflow_2')).toBe(1);
    expect(
      result.executionData.find((record) => record.nodeId === 'conditionAgentflow_0')?.data.takenOutputs,
    ).toEqual([0]);
  });

  it('takes the else output and skips the whole first branch, down to nodes fed only by it', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('condition-branches'), fakes, { question: '1' }),
      () => undefined,
    );
    expect(result.state).toBe('FINISHED');
    expect(fakes.count('llmAgentflow_0')).toBe(0);
    expect(fakes.count('llmAgentflow_1')).toBe(0);
    expect(fakes.count('directReplyAgentflow_0')).toBe(1);
    expect(fakes.count('llmAgentflow_2')).toBe(1);
    expect(result.text).toBe('end');
    expect(result.executionData.map((record) => record.nodeId)).not.toContain('llmAgentflow_1');
  });

  it('joins an unconditional parent with a conditional group: waits for the parent, runs once', async () => {
    for (const branch of ['0', '1']) {
      const fakes = fakeExecutors();
      const result = await runAgentflow(
        testRequest(loadFixture('join-conditional-group'), fakes, { question: branch }),
        () => undefined,
      );
      expect(result.state).toBe('FINISHED');
      const slow = onlyCall(fakes.calls, 'llmAgentflow_0');
      const join = onlyCall(fakes.calls, 'llmAgentflow_1');
      expect(join.startedAt).toBeGreaterThanOrEqual(slow.endedAt);
      expect(result.text).toBe('joined slow');
    }
  });
});

describe('events', () => {
  it('emits runStart first, node events in order, tokens of end nodes only, runEnd last', async () => {
    const fakes = fakeExecutors();
    const { events, onEvent } = collectEvents();
    const result = await runAgentflow(testRequest(loadFixture('parallel-branches'), fakes), onEvent);
    expect(events[0]).toEqual({ type: 'runStart', executionId: 'execution-1' });
    expect(events.at(-1)).toEqual({ type: 'runEnd', state: 'FINISHED', executionData: result.executionData });
    for (const nodeId of ['startAgentflow_0', 'llmAgentflow_0', 'llmAgentflow_1', 'llmAgentflow_2']) {
      const start = events.findIndex((event) => event.type === 'nodeStart' && event.nodeId === nodeId);
      const finish = events.findIndex((event) => event.type === 'nodeFinish' && event.nodeId === nodeId);
      expect(start).toBeGreaterThan(0);
      expect(finish).toBeGreaterThan(start);
    }
    const tokens = events.filter((event) => event.type === 'token');
    expect(tokens).toEqual([{ type: 'token', nodeId: 'llmAgentflow_2', text: 'A saw hello + B saw hello' }]);
    const streams = fakes.calls.map((call) => [call.nodeId, call.context.streamsToClient]);
    expect(streams.filter(([, streamsToClient]) => streamsToClient)).toEqual([['llmAgentflow_2', true]]);
  });
});
