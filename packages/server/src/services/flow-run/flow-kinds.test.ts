import type { ExecutedNode, FlowRunRequest, FlowRunResult, FlowRuntime } from '@loomflow/engine';
import { registerAndLogin, startTestServer, type TestServer } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatFlowRow } from '../../db/schema.ts';
import { directReplyFlow, saveFlow } from '../../test-support/agentflow-test-flows.ts';
import { flowValidationProblems } from '../flow-validation.ts';
import type { FlowRunInput } from './flow-run.types.ts';
import { engineFlowRuntimes, flowStreams, type FlowRuntimeSource } from './flow-runtimes.ts';

const ECHO_FLOW = JSON.stringify({
  nodes: [
    {
      id: 'echo_0',
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: { id: 'echo_0', name: 'echo', label: 'Echo', inputs: {}, outputAnchors: [] },
    },
  ],
  edges: [],
});

function record(nodeId: string, output: string, status: ExecutedNode['status']): ExecutedNode {
  return {
    nodeId,
    nodeLabel: 'Echo',
    data: {
      id: nodeId,
      name: 'echo',
      input: {},
      output: { content: output },
      state: {},
      startedAt: new Date().toISOString(),
    },
    previousNodeIds: [],
    status,
  };
}

function ended(
  state: FlowRunResult['state'],
  text: string,
  executionData: readonly ExecutedNode[],
): FlowRunResult {
  return {
    state,
    text,
    executionData,
    flowState: {},
    usedTools: [],
    sourceDocuments: [],
    artifacts: [],
    usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
  };
}

/**
 * A made-up fourth flow kind: answers the question back with how many earlier messages it was given, pauses on
 * "wait" until a person answers, and keeps an execution. It is only a runtime and one map entry: nothing else of
 * the server knows it.
 */
const echoRuntime: FlowRuntime = {
  keeps: { execution: true, pausedRun: 'humanInput resumes an echo that waits', checkpoints: false },
  readsPastMessages: true,
  readsFileContent: false,
  nestable: false,
  validate: (flowData) =>
    flowData.nodes.length > 0 ? [] : [{ id: '', label: 'Flow', name: '', issues: ['nothing to echo'] }],
  canStream: (flowData) => flowData().nodes.length === 1,
  run(request: FlowRunRequest, onEvent) {
    onEvent({ type: 'runStart', executionId: request.identity.executionId });
    onEvent({ type: 'nodeStart', nodeId: 'echo_0', nodeLabel: 'Echo' });
    if (request.question === 'wait') {
      const paused = record('echo_0', 'waiting', 'STOPPED');
      onEvent({ type: 'nodeFinish', nodeId: 'echo_0', nodeLabel: 'Echo', record: paused });
      const action = { id: 'a1', mapping: { approve: 'Go', reject: 'Stop' }, elements: [], data: {} };
      return Promise.resolve({ ...ended('STOPPED', 'waiting', [paused]), action });
    }
    const earlier = request.resume?.executionData ?? [];
    const text = request.resume
      ? `resumed (${request.resume.humanInput.type}) after ${earlier.length} record`
      : `${request.question} (${request.pastMessages.length} earlier)`;
    const done = record('echo_0', text, 'FINISHED');
    onEvent({ type: 'token', nodeId: 'echo_0', text });
    onEvent({ type: 'nodeFinish', nodeId: 'echo_0', nodeLabel: 'Echo', record: done });
    return Promise.resolve(ended('FINISHED', text, [...earlier, done]));
  },
};

/** The engine's runtimes and the made-up kind's. */
const withEcho: FlowRuntimeSource = async () => ({ ...(await engineFlowRuntimes()), ECHOFLOW: echoRuntime });

describe('a fourth flow kind is one runtime map entry', () => {
  let server: TestServer;
  let flow: ChatFlowRow;

  beforeAll(async () => {
    server = await startTestServer();
    const owner = server.session();
    await registerAndLogin(owner);
    const id = await saveFlow(owner, directReplyFlow('hi'));
    await server.server.db
      .updateTable('chat_flow')
      .set({ type: 'ECHOFLOW', flowData: ECHO_FLOW })
      .where('id', '=', id)
      .execute();
    const row = await server.server.services.repos.runFlows.findById(id);
    if (!row) throw new Error('the flow was not saved');
    flow = row;
  });
  afterAll(async () => {
    await server.close();
  });

  const input = (question: string, extra: Partial<FlowRunInput> = {}): FlowRunInput => ({
    flow,
    question,
    chatId: 'chat-1',
    sessionId: 'session-1',
    chatType: 'INTERNAL',
    vars: {},
    overrides: { vars: {}, nodes: {} },
    history: [],
    uploads: [],
    streaming: true,
    signal: new AbortController().signal,
    depth: 0,
    storeMessages: true,
    ...extra,
  });

  it('is checked and streamed through the map', async () => {
    await expect(flowValidationProblems(flow, undefined, withEcho)).resolves.toEqual([]);
    await expect(
      flowValidationProblems({ ...flow, flowData: '{"nodes":[],"edges":[]}' }, undefined, withEcho),
    ).resolves.toEqual([{ id: '', label: 'Flow', name: '', issues: ['nothing to echo'] }]);
    await expect(flowStreams(flow, withEcho)).resolves.toBe(true);
    // Without its entry, the kind neither runs nor streams.
    await expect(flowStreams(flow)).resolves.toBe(false);
    await expect(server.server.services.flowRuns.run(input('hello'))).rejects.toThrow(/ECHOFLOW/);
  });

  it('runs with an execution, stored messages, memory and a resumed pause', async () => {
    const runs = server.server.services.flowRuns.withRuntimes(withEcho);
    const { repos } = server.server.services;
    const events: string[] = [];
    const first = await runs.run(input('hello', { onEvent: (event) => events.push(event.type) }));
    expect(first.result.text).toBe('hello (0 earlier)');
    expect(events).toEqual(['runStart', 'nodeStart', 'token', 'nodeFinish']);
    const execution = await repos.executions.latestForSession(flow.workspaceId, flow.id, 'session-1');
    expect(execution).toMatchObject({ id: first.executionId, state: 'FINISHED' });
    expect(JSON.parse(execution?.executionData ?? '[]')).toHaveLength(1);

    // The stored question and answer are the next run's earlier messages.
    const second = await runs.run(input('again'));
    expect(second.result.text).toBe('again (2 earlier)');

    const paused = await runs.run(input('wait'));
    expect(paused.result.state).toBe('STOPPED');
    const resumed = await runs.run(input('', { humanInput: { type: 'proceed', startNodeId: 'echo_0' } }));
    expect(resumed.executionId).toBe(paused.executionId);
    expect(resumed.result.text).toBe('resumed (proceed) after 1 record');
    const rows = await repos.chatMessages.history(flow.workspaceId, flow.id, 'session-1', 20);
    expect(rows.map((row) => row.content)).toContain('resumed (proceed) after 1 record');
    await expect(
      runs.run(input('', { humanInput: { type: 'proceed', startNodeId: 'echo_0' } })),
    ).rejects.toThrow('humanInput resumes an echo that waits');
  });
});
