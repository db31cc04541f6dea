import { readFileSync } from 'node:fs';
import { MemorySaver } from '@langchain/langgraph';
import { CHATFLOW_TYPES, parseFlowData, type FlowData } from '@loomflow/core';
import { fakeReply } from '@loomflow/testkit/fake-openai';
import { describe, expect, it } from 'vitest';
import { chatflowEvent } from './chatflow/chatflow-runtime.ts';
import type { FlowRunRequest, FlowRuntime } from './flow-runtime.ts';
import { FLOW_RUNTIMES, flowRuntimeOf, type FlowRuntimes } from './flow-runtimes.ts';
import type { EngineEvent } from './run.types.ts';
import { seqFixture, useFakeLlm } from './sequential/test-support/seq-test-kit.ts';
import { collectEvents } from './test-support/collect-events.ts';
import { UNUSED_SERVICES } from './test-support/fake-executors.ts';
import { fakeLlmServices } from './test-support/fake-llm-services.ts';

function agentflowNode(id: string, name: string, inputs: Record<string, unknown>) {
  return {
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: id,
      category: 'Agent Flows',
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}`, name, label: id }],
    },
  };
}

/** Start → Direct Reply answering `reply`. */
function directReply(reply: string): FlowData {
  const parsed = parseFlowData(
    JSON.stringify({
      nodes: [
        agentflowNode('start', 'startAgentflow', { startInputType: 'chatInput' }),
        agentflowNode('reply', 'directReplyAgentflow', { directReplyMessage: reply }),
      ],
      edges: [
        {
          id: 'e0',
          source: 'start',
          target: 'reply',
          sourceHandle: 'start-output-startAgentflow',
          targetHandle: 'reply',
        },
      ],
    }),
  );
  if (!parsed.ok) throw new Error('the test flow does not parse');
  return parsed.flowData;
}

function chatflowFixture(): FlowData {
  const text = readFileSync(new URL('./chatflow/fixtures/llm-chain.json', import.meta.url), 'utf8');
  const parsed = parseFlowData(text);
  if (!parsed.ok) throw new Error('fixture llm-chain does not parse');
  return parsed.flowData;
}

function runRequest(flowData: FlowData, overrides: Partial<FlowRunRequest> = {}): FlowRunRequest {
  return {
    flowData,
    identity: {
      chatflowId: 'flow-1',
      chatId: 'chat-1',
      sessionId: 'session-1',
      executionId: 'execution-1',
      workspaceId: 'ws-1',
    },
    question: 'hello',
    pastMessages: [],
    memory: { pastMessages: () => Promise.resolve([]) },
    vars: {},
    streaming: true,
    services: UNUSED_SERVICES,
    ...overrides,
  };
}

function notRead(): FlowData {
  throw new Error('the flow was read');
}

const EMPTY_FLOW: FlowData = { nodes: [], edges: [] };

describe('FLOW_RUNTIMES', () => {
  it('has one runtime per flow type and none for other names', () => {
    expect(Object.keys(FLOW_RUNTIMES).sort()).toEqual([...CHATFLOW_TYPES].sort());
    expect(flowRuntimeOf('DOCUMENTSTORE')).toBeUndefined();
    expect(flowRuntimeOf('toString')).toBeUndefined();
    expect(flowRuntimeOf('ASSISTANT')).toBe(FLOW_RUNTIMES.ASSISTANT);
  });

  it('answers whether a flow streams as Flowise does, reading the flow only for chatflows', () => {
    expect(FLOW_RUNTIMES.AGENTFLOW.canStream(notRead)).toBe(true);
    expect(FLOW_RUNTIMES.MULTIAGENT.canStream(notRead)).toBe(true);
    expect(FLOW_RUNTIMES.ASSISTANT.canStream(notRead)).toBe(false);
    expect(FLOW_RUNTIMES.CHATFLOW.canStream(chatflowFixture)).toBe(true);
    expect(FLOW_RUNTIMES.CHATFLOW.canStream(() => EMPTY_FLOW)).toBe(false);
  });

  it('says what each kind keeps and reads', () => {
    expect(FLOW_RUNTIMES.CHATFLOW.keeps.execution).toBe(false);
    expect(FLOW_RUNTIMES.AGENTFLOW.keeps).toMatchObject({ execution: true, checkpoints: false });
    expect(FLOW_RUNTIMES.MULTIAGENT.keeps).toMatchObject({ execution: true, checkpoints: true });
    expect(FLOW_RUNTIMES.CHATFLOW.readsFileContent).toBe(true);
    expect(FLOW_RUNTIMES.MULTIAGENT.readsPastMessages).toBe(false);
    expect(
      Object.entries(FLOW_RUNTIMES).flatMap(([type, runtime]) => (runtime.nestable ? [type] : [])),
    ).toEqual(['CHATFLOW', 'AGENTFLOW']);
    expect(
      Object.entries(FLOW_RUNTIMES).flatMap(([type, runtime]) => (runtime.upsert ? [type] : [])),
    ).toEqual(['CHATFLOW']);
  });

  it('groups each kind’s problems per node, the flow’s own under Flow', () => {
    expect(FLOW_RUNTIMES.CHATFLOW.validate(EMPTY_FLOW)).toEqual([
      { id: '', label: 'Flow', name: '', issues: [expect.any(String)] },
    ]);
    expect(FLOW_RUNTIMES.AGENTFLOW.validate(directReply('hi'))).toEqual([]);
    expect(FLOW_RUNTIMES.ASSISTANT.validate(EMPTY_FLOW)).toEqual(
      FLOW_RUNTIMES.AGENTFLOW.validate(EMPTY_FLOW),
    );
    expect(FLOW_RUNTIMES.MULTIAGENT.validate(EMPTY_FLOW)[0]).toMatchObject({ id: '', label: 'Flow' });
  });
});

describe('the agentflow runtime', () => {
  it('runs an agentflow v2 with its events', async () => {
    const { events, onEvent } = collectEvents();
    const result = await FLOW_RUNTIMES.AGENTFLOW.run(runRequest(directReply('Hi {{ question }}')), onEvent);
    expect(result.state).toBe('FINISHED');
    expect(result.text).toBe('Hi hello');
    expect(events[0]).toEqual({ type: 'runStart', executionId: 'execution-1' });
    expect(events.at(-1)?.type).toBe('runEnd');
  });
});

describe('the chatflow runtime', () => {
  it('turns what the ending node streams into engine events of that node', () => {
    expect(chatflowEvent({ nodeId: 'chain_0', emission: { type: 'token', text: 'Hi' } })).toEqual({
      type: 'token',
      nodeId: 'chain_0',
      text: 'Hi',
    });
  });

  it('ends a flow that cannot run ERROR with why, emitting nothing', async () => {
    const { events, onEvent } = collectEvents();
    const result = await FLOW_RUNTIMES.CHATFLOW.run(runRequest(EMPTY_FLOW), onEvent);
    expect(result.state).toBe('ERROR');
    expect(result.error).toMatch(/ending node/i);
    expect(result.text).toBe('');
    expect(events).toEqual([]);
  });

  it('ends an aborted run TERMINATED', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await FLOW_RUNTIMES.CHATFLOW.run(
      runRequest(EMPTY_FLOW, { signal: controller.signal }),
      () => undefined,
    );
    expect(result).toMatchObject({ state: 'TERMINATED', error: 'The run was aborted' });
  });
});

describe('the agentflow v1 runtime', () => {
  const llm = useFakeLlm();
  const decision = (next: string) => JSON.stringify({ reasoning: `${next} is next`, next, instructions: '' });

  it('needs a checkpointer', async () => {
    await expect(
      FLOW_RUNTIMES.MULTIAGENT.run(runRequest(seqFixture('supervisor', llm.fake.url)), () => undefined),
    ).rejects.toThrow(/checkpointer/);
  });

  it('sends every agent step so far with each reasoning event, and all of them with the result', async () => {
    llm.fake.script(decision('Researcher'), 'Rayleigh scattering.', decision('FINISH'));
    const { events, onEvent } = collectEvents();
    const result = await FLOW_RUNTIMES.MULTIAGENT.run(
      runRequest(seqFixture('supervisor', llm.fake.url), {
        checkpointer: new MemorySaver(),
        services: fakeLlmServices(),
      }),
      onEvent,
    );
    expect(result.state).toBe('FINISHED');
    const sent = events.flatMap((event) =>
      event.type === 'agentReasoning' ? [event.steps.map((step) => step.agentName)] : [],
    );
    expect(sent).toEqual([['Lead'], ['Lead', 'Researcher'], ['Lead', 'Researcher', 'Lead']]);
    expect(result.agentReasoning?.map((step) => step.agentName)).toEqual(['Lead', 'Researcher', 'Lead']);
  });

  it('keeps the records from before a pause ahead of the resumed run’s', async () => {
    const flowData = seqFixture('tool-approval', llm.fake.url);
    const checkpointer = new MemorySaver();
    llm.fake.script(fakeReply.toolCall('calculator', { input: '2 + 3' }));
    const first = runRequest(flowData, {
      checkpointer,
      services: fakeLlmServices(),
      question: 'what is 2 + 3?',
    });
    const paused = await FLOW_RUNTIMES.MULTIAGENT.run(first, () => undefined);
    expect(paused.state).toBe('STOPPED');
    const before = paused.executionData;
    llm.fake.script('2 + 3 is 5.');
    const events: EngineEvent[] = [];
    const resumed = await FLOW_RUNTIMES.MULTIAGENT.run(
      {
        ...first,
        question: '',
        resume: { executionData: before, flowState: {}, humanInput: { type: 'proceed', startNodeId: '' } },
      },
      (event) => events.push(event),
    );
    expect(resumed.state).toBe('FINISHED');
    expect(resumed.executionData.slice(0, before.length)).toEqual(before);
    expect(resumed.executionData.length).toBeGreaterThan(before.length);
  });
});

describe('a flow kind of its own', () => {
  /** A made-up kind: answers the question back, checks that the flow has nodes, streams when it has two. */
  const echoRuntime: FlowRuntime = {
    keeps: { execution: true, pausedRun: 'echo runs never pause', checkpoints: false },
    readsPastMessages: false,
    readsFileContent: false,
    nestable: false,
    validate: (flowData) =>
      flowData.nodes.length > 0 ? [] : [{ id: '', label: 'Flow', name: '', issues: ['nothing to echo'] }],
    canStream: (flowData) => flowData().nodes.length === 2,
    run(request, onEvent) {
      onEvent({ type: 'token', nodeId: 'echo', text: request.question });
      return Promise.resolve({
        state: 'FINISHED',
        text: request.question,
        executionData: [],
        flowState: {},
        usedTools: [],
        sourceDocuments: [],
        artifacts: [],
        usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
      });
    },
  };
  const runtimes: FlowRuntimes = { ...FLOW_RUNTIMES, ECHOFLOW: echoRuntime };

  it('is one entry of the map: found by its type, checked, streamed and run through the seam', async () => {
    const runtime = flowRuntimeOf('ECHOFLOW', runtimes);
    expect(runtime).toBe(echoRuntime);
    expect(flowRuntimeOf('ECHOFLOW')).toBeUndefined();
    expect(runtime?.validate(EMPTY_FLOW)).toEqual([
      { id: '', label: 'Flow', name: '', issues: ['nothing to echo'] },
    ]);
    expect(runtime?.canStream(() => directReply('x'))).toBe(true);
    const { events, onEvent } = collectEvents();
    const result = await runtime?.run(runRequest(EMPTY_FLOW, { question: 'ping' }), onEvent);
    expect(result?.text).toBe('ping');
    expect(events).toEqual([{ type: 'token', nodeId: 'echo', text: 'ping' }]);
  });
});
