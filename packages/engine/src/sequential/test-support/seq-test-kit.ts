import { readFileSync } from 'node:fs';
import { MemorySaver, type BaseCheckpointSaver } from '@langchain/langgraph';
import { parseFlowData, type FlowData } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AgentflowRunResult, EngineEvent } from '../../run.types.ts';
import { FAKE_CREDENTIAL, fakeLlmServices } from '../../test-support/fake-llm-services.ts';
import { runSequential } from '../run-sequential.ts';
import type { SequentialRunRequest } from '../sequential.types.ts';

/** A fixture of ./fixtures with its chat model pointed at the fake LLM. */
export function seqFixture(name: string, baseUrl: string): FlowData {
  const text = readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8');
  const parsed = parseFlowData(text.replaceAll('FAKE_BASE_URL', baseUrl));
  if (!parsed.ok) throw new Error(`fixture ${name} does not parse`);
  return parsed.flowData;
}

/** Services of a test run: real chat models (the fake's key), no other flows; the sandbox when given. */
export const seqServices = fakeLlmServices;

export { FAKE_CREDENTIAL };

export interface SeqTestRun {
  readonly result: AgentflowRunResult;
  readonly events: EngineEvent[];
  /** Agent names in the order they were given the turn (`nextAgent`). */
  readonly agents: string[];
  readonly tokens: string;
}

/** Runs a flow once and collects its events. */
export async function runSeqTest(
  flowData: FlowData,
  options: Partial<SequentialRunRequest> & { checkpointer?: BaseCheckpointSaver } = {},
): Promise<SeqTestRun> {
  const events: EngineEvent[] = [];
  const result = await runSequential(
    {
      flowData,
      identity: {
        chatflowId: 'flow-1',
        chatId: 'chat-1',
        sessionId: 'session-1',
        executionId: 'execution-1',
        workspaceId: 'workspace-1',
      },
      question: 'hello',
      vars: {},
      checkpointer: new MemorySaver(),
      streaming: true,
      services: fakeLlmServices(),
      ...options,
    },
    (event) => events.push(event),
  );
  return {
    result,
    events,
    agents: events.flatMap((event) => (event.type === 'nextAgent' ? [event.agentName] : [])),
    tokens: events.map((event) => (event.type === 'token' ? event.text : '')).join(''),
  };
}

/** The fake LLM of a test file: started once, reset before each test, closed at the end. */
export function useFakeLlm(): { readonly fake: FakeOpenAI } {
  let started: FakeOpenAI | undefined;
  beforeAll(async () => {
    started = await startFakeOpenAI({ apiKey: 'test-key' });
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    started?.reset();
  });
  return {
    get fake(): FakeOpenAI {
      if (!started) throw new Error('the fake LLM is not started yet');
      return started;
    },
  };
}
