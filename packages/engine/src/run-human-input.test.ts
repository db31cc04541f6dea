import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import type { AgentflowRunResult } from './run.types.ts';
import { collectEvents } from './test-support/collect-events.ts';
import {
  fakeExecutors,
  loadFixture,
  testRequest,
  type FakeExecutors,
} from './test-support/fake-executors.ts';

async function pausedRun(fakes: FakeExecutors): Promise<AgentflowRunResult> {
  return runAgentflow(testRequest(loadFixture('human-input'), fakes), () => undefined);
}

function resume(
  fakes: FakeExecutors,
  paused: AgentflowRunResult,
  type: 'proceed' | 'reject',
): Promise<AgentflowRunResult> {
  return runAgentflow(
    testRequest(loadFixture('human-input'), fakes, {
      resume: {
        executionData: paused.executionData,
        flowState: paused.flowState,
        humanInput: {
          type,
          startNodeId: 'humanInputAgentflow_0',
          feedback: type === 'reject' ? 'too long' : undefined,
        },
      },
    }),
    () => undefined,
  );
}

describe('human input', () => {
  it('pauses the run as STOPPED with the buttons; a branch already running finishes, nothing new starts', async () => {
    const fakes = fakeExecutors();
    const { events, onEvent } = collectEvents();
    const result = await runAgentflow(testRequest(loadFixture('human-input'), fakes), onEvent);
    expect(result.state).toBe('STOPPED');
    expect(result.action?.mapping).toEqual({ approve: 'Proceed', reject: 'Reject' });
    expect(events.find((event) => event.type === 'paused')).toMatchObject({
      nodeId: 'humanInputAgentflow_0',
    });
    expect(events.at(-1)).toMatchObject({ type: 'runEnd', state: 'STOPPED' });
    const byNode = new Map(result.executionData.map((record) => [record.nodeId, record.status]));
    expect(byNode.get('humanInputAgentflow_0')).toBe('STOPPED');
    expect(byNode.get('llmAgentflow_2')).toBe('FINISHED');
    expect(fakes.count('llmAgentflow_3')).toBe(0);
    expect(fakes.count('llmAgentflow_1')).toBe(0);
  });

  it('resumes on proceed from exactly the paused node; other branches are not run again', async () => {
    const fakes = fakeExecutors();
    const paused = await pausedRun(fakes);
    const result = await resume(fakes, paused, 'proceed');
    expect(result.state).toBe('FINISHED');
    expect(result.text).toBe('sent draft');
    expect(fakes.count('startAgentflow_0')).toBe(1);
    expect(fakes.count('llmAgentflow_0')).toBe(1);
    expect(fakes.count('llmAgentflow_2')).toBe(1);
    expect(fakes.count('llmAgentflow_3')).toBe(0);
    expect(fakes.count('humanInputAgentflow_0')).toBe(2);
    expect(fakes.count('llmAgentflow_1')).toBe(1);
    expect(fakes.count('directReplyAgentflow_0')).toBe(0);
    const resumedCall = fakes.calls.filter((call) => call.nodeId === 'humanInputAgentflow_0').at(-1);
    expect(resumedCall?.context.humanInput?.type).toBe('proceed');
    expect(resumedCall?.context.resumeAction).toEqual(paused.action);
    const nodeIds = result.executionData.map((record) => record.nodeId);
    expect(nodeIds.slice(0, 3)).toEqual(
      paused.executionData.filter((r) => r.status === 'FINISHED').map((r) => r.nodeId),
    );
    expect(result.executionData.filter((record) => record.status === 'STOPPED')).toEqual([]);
  });

  it('resumes on reject along the reject output only', async () => {
    const fakes = fakeExecutors();
    const paused = await pausedRun(fakes);
    const result = await resume(fakes, paused, 'reject');
    expect(result.state).toBe('FINISHED');
    expect(result.text).toBe('rejected');
    expect(fakes.count('llmAgentflow_1')).toBe(0);
    expect(fakes.count('directReplyAgentflow_0')).toBe(1);
    expect(fakes.count('llmAgentflow_0')).toBe(1);
    expect(fakes.count('llmAgentflow_2')).toBe(1);
  });

  it('refuses to resume a node that is not waiting', async () => {
    const fakes = fakeExecutors();
    const paused = await pausedRun(fakes);
    const before = fakes.calls.length;
    const result = await runAgentflow(
      testRequest(loadFixture('human-input'), fakes, {
        resume: {
          executionData: paused.executionData,
          flowState: paused.flowState,
          humanInput: { type: 'proceed', startNodeId: 'llmAgentflow_0' },
        },
      }),
      () => undefined,
    );
    expect(result.state).toBe('ERROR');
    expect(result.error).toContain('not waiting for human input');
    expect(fakes.calls.length).toBe(before);
  });
});
