import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { fakeExecutors, loadFixture, testRequest } from './test-support/fake-executors.ts';

describe('loop', () => {
  it('goes back to its target up to its maximum, then answers its fallback message', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(testRequest(loadFixture('loop'), fakes), () => undefined);
    expect(result.state).toBe('FINISHED');
    expect(fakes.count('llmAgentflow_0')).toBe(4);
    expect(
      fakes.calls.filter((call) => call.nodeId === 'llmAgentflow_0').map((call) => call.context.loopCount),
    ).toEqual([0, 1, 2, 3]);
    const drafts = result.executionData.filter((record) => record.nodeId === 'llmAgentflow_0');
    expect(drafts.map((record) => record.data.output.content)).toEqual([
      'draft round 0',
      'draft round 1',
      'draft round 2',
      'draft round 3',
    ]);
    expect(result.text).toBe('Gave up after the loop limit');
    expect(result.executionData.at(-1)?.data.output.content).toBe('Gave up after the loop limit');
  });

  it('never goes round more often than the run limit allows', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('loop'), fakes, { limits: { maxLoopCount: 1 } }),
      () => undefined,
    );
    expect(result.state).toBe('FINISHED');
    expect(fakes.count('llmAgentflow_0')).toBe(2);
    expect(result.text).toBe('Gave up after the loop limit');
  });
});

const ITEMS = [
  { name: 'a', delay: 40 },
  { name: 'b', delay: 5 },
  { name: 'c', delay: 25 },
  { name: 'd', delay: 1 },
  { name: 'e', delay: 10 },
];

function maxOverlap(spans: readonly (readonly [number, number])[]): number {
  let best = 0;
  for (const [start] of spans) {
    best = Math.max(best, spans.filter(([from, to]) => from <= start && start < to).length);
  }
  return best;
}

describe('iteration', () => {
  it('runs the inner block once per item and keeps the results in item order', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('iteration'), fakes, { startState: { items: ITEMS } }),
      () => undefined,
    );
    expect(result.state).toBe('FINISHED');
    const expected = ['done item a', 'done item b', 'done item c', 'done item d', 'done item e'];
    const iteration = result.executionData.find((record) => record.nodeId === 'iterationAgentflow_0');
    expect(JSON.parse(String(iteration?.data.output.content))).toEqual(expected);
    expect(result.text).toBe(JSON.stringify(expected));
    const inner = result.executionData.filter(
      (record) => record.data.parentNodeId === 'iterationAgentflow_0',
    );
    expect(inner).toHaveLength(10);
    expect(new Set(inner.map((record) => record.data.iterationIndex))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('runs items concurrently, never more at once than the configured concurrency', async () => {
    for (const concurrency of [1, 2]) {
      const fakes = fakeExecutors();
      const result = await runAgentflow(
        testRequest(loadFixture('iteration'), fakes, {
          startState: { items: ITEMS },
          limits: { iterationConcurrency: concurrency },
        }),
        () => undefined,
      );
      expect(result.state).toBe('FINISHED');
      const spans = fakes.calls
        .filter((call) => call.nodeId === 'llmAgentflow_0')
        .map((call): [number, number] => [call.startedAt, call.endedAt ?? Infinity]);
      expect(spans).toHaveLength(5);
      expect(maxOverlap(spans)).toBe(concurrency);
    }
  });
});

describe('iteration beside a pause', () => {
  it('finishes an iteration already running when another branch pauses, and starts nothing after it', async () => {
    const fakes = fakeExecutors();
    const result = await runAgentflow(
      testRequest(loadFixture('iteration-beside-pause'), fakes),
      () => undefined,
    );
    expect(result.state).toBe('STOPPED');
    expect(fakes.count('llmAgentflow_0')).toBe(3);
    const iteration = result.executionData.find((record) => record.nodeId === 'iterationAgentflow_0');
    expect(iteration?.status).toBe('FINISHED');
    expect(JSON.parse(String(iteration?.data.output.content))).toEqual(['item x', 'item y', 'item z']);
    expect(fakes.count('llmAgentflow_1')).toBe(0);
  });
});

describe('loop with a human-input pause inside', () => {
  it('keeps counting across resumes, so approving every pause still ends at the loop limit', async () => {
    const fakes = fakeExecutors();
    const flow = loadFixture('loop-with-pause');
    let result = await runAgentflow(testRequest(flow, fakes), () => undefined);
    const pauses: string[] = [];
    while (result.state === 'STOPPED' && pauses.length < 10) {
      pauses.push(result.state);
      result = await runAgentflow(
        testRequest(flow, fakes, {
          resume: {
            executionData: result.executionData,
            flowState: result.flowState,
            humanInput: { type: 'proceed', startNodeId: 'humanInputAgentflow_0' },
          },
        }),
        () => undefined,
      );
    }
    expect(result.state).toBe('FINISHED');
    expect(result.text).toBe('Gave up after the loop limit');
    // A first draft, then two rounds back: each draft waits for approval once.
    expect(pauses).toHaveLength(3);
    expect(fakes.count('llmAgentflow_0')).toBe(3);
  });
});
