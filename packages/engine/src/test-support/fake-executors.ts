import { readFileSync } from 'node:fs';
import { isRecord, parseFlowData, type FlowData } from '@loomflow/core';
import type {
  HumanInputAction,
  NodeExecutor,
  NodeRunContext,
  NodeRunResult,
  RuntimeServices,
} from '@loomflow/nodes/runtime';
import type { AgentflowRunRequest } from '../run.types.ts';

/**
 * Small stand-ins for the real node executors, driven by `fake…` inputs of JSON fixtures: `fakeReply` (the
 * answer, templates resolved), `fakeDelayMs` (how long the call takes; it stops early on abort unless
 * `fakeIgnoreAbort`), `fakeState` (state to set), `fakeFail` (an error to throw), `fakeTake` (a condition's
 * output index), `fakeStructured` (a structured output), `fakeTool` (a used tool's name). Every call is logged with its start and end times.
 */
export interface FakeCall {
  readonly nodeId: string;
  readonly context: NodeRunContext;
  readonly startedAt: number;
  endedAt: number | undefined;
}

export interface FakeExecutors {
  readonly find: (name: string) => NodeExecutor | undefined;
  readonly calls: FakeCall[];
  count(nodeId: string): number;
}

function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fallback;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}

const APPROVAL: HumanInputAction = {
  id: 'action-1',
  mapping: { approve: 'Proceed', reject: 'Reject' },
  elements: [
    { type: 'agentflowv2-approve-button', label: 'Proceed' },
    { type: 'agentflowv2-reject-button', label: 'Reject' },
  ],
  data: { nodeId: 'humanInputAgentflow_0' },
};

function behaviour(
  name: string,
  context: NodeRunContext,
  reply: string,
): Omit<NodeRunResult, 'output'> & { content?: string } {
  const { inputs } = context;
  switch (name) {
    case 'conditionAgentflow':
    case 'conditionAgentAgentflow':
      return {
        takenOutputs: [Number(text(inputs.fakeTake, '0'))],
        content: `Condition ${text(inputs.fakeTake, '0')}`,
      };
    case 'humanInputAgentflow': {
      const answer = context.humanInput;
      if (!answer) return { pause: { action: APPROVAL }, content: 'Approve the draft?' };
      return { takenOutputs: [answer.type === 'proceed' ? 0 : 1], content: answer.feedback ?? answer.type };
    }
    case 'loopAgentflow':
      return {
        loopBack: {
          nodeId: text(inputs.loopBackToNode),
          maxLoopCount: Number(text(inputs.maxLoopCount, '5')),
          fallbackMessage: text(inputs.fallbackMessage),
        },
        content: `Loop back to ${text(inputs.loopBackToNode)}`,
      };
    case 'iterationAgentflow': {
      const parsed: unknown = JSON.parse(text(inputs.iterationInput, '[]'));
      return { iterate: { items: Array.isArray(parsed) ? parsed : [] }, content: '' };
    }
    case 'startAgentflow':
      return { content: context.question };
    default:
      return { content: reply };
  }
}

export function fakeExecutors(): FakeExecutors {
  const calls: FakeCall[] = [];
  const make = (name: string): NodeExecutor => ({
    name,
    async execute(context) {
      const call: FakeCall = {
        nodeId: context.nodeId,
        context,
        startedAt: performance.now(),
        endedAt: undefined,
      };
      calls.push(call);
      const { inputs } = context;
      const ignoreAbort = inputs.fakeIgnoreAbort === true;
      try {
        await wait(Number(text(inputs.fakeDelayMs, '0')), ignoreAbort ? undefined : context.signal);
        if (typeof inputs.fakeFail === 'string') throw new Error(inputs.fakeFail);
        const reply = text(inputs.fakeReply);
        if (context.streamsToClient && reply.length > 0) context.emit({ type: 'token', text: reply });
        const { content, ...rest } = behaviour(name, context, reply);
        const state = isRecord(inputs.fakeState) ? inputs.fakeState : undefined;
        const structured = isRecord(inputs.fakeStructured) ? { structuredOutput: inputs.fakeStructured } : {};
        const tools =
          typeof inputs.fakeTool === 'string'
            ? { usedTools: [{ tool: inputs.fakeTool, toolInput: {}, toolOutput: 'ok' }] }
            : {};
        return {
          ...rest,
          ...tools,
          output: { content: content ?? reply, ...structured },
          ...(state ? { state } : {}),
          usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
        };
      } finally {
        call.endedAt = performance.now();
      }
    },
  });
  const names = [
    'startAgentflow',
    'llmAgentflow',
    'agentAgentflow',
    'conditionAgentflow',
    'conditionAgentAgentflow',
    'humanInputAgentflow',
    'loopAgentflow',
    'iterationAgentflow',
    'directReplyAgentflow',
    'customFunctionAgentflow',
    'toolAgentflow',
    'retrieverAgentflow',
    'httpAgentflow',
    'executeFlowAgentflow',
  ];
  const executors = new Map(names.map((name) => [name, make(name)]));
  return {
    find: (name) => executors.get(name),
    calls,
    count: (nodeId) => calls.filter((call) => call.nodeId === nodeId).length,
  };
}

function unused(): Promise<never> {
  return Promise.reject(new Error('engine tests use fake executors only'));
}

/** Services no fake executor calls. */
export const UNUSED_SERVICES: RuntimeServices = {
  chatModels: { create: unused },
  credentials: { read: unused },
  sandbox: { run: unused },
  fetch: unused,
  customTools: { get: unused },
  flows: { invoke: unused },
};

/** A JSON flow fixture of `src/fixtures`. */
export function loadFixture(name: string): FlowData {
  const parsed = parseFlowData(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));
  if (!parsed.ok)
    throw new Error(`fixture ${name}: ${parsed.issues.map((issue) => issue.message).join('; ')}`);
  return parsed.flowData;
}

/** A run request for tests and the bench. */
export function testRequest(
  flowData: FlowData,
  executors: FakeExecutors,
  overrides: Partial<AgentflowRunRequest> = {},
): AgentflowRunRequest {
  return {
    flowData,
    identity: {
      chatflowId: 'flow-1',
      chatId: 'chat-1',
      sessionId: 'session-1',
      executionId: 'execution-1',
      workspaceId: 'workspace-1',
    },
    question: 'hello',
    pastMessages: [],
    vars: {},
    streaming: true,
    services: UNUSED_SERVICES,
    executors: executors.find,
    ...overrides,
  };
}
