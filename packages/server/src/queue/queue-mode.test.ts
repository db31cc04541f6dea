import { randomBytes } from 'node:crypto';
import type { ExecutionPage, PredictionResponse } from '@loomflow/core';
import { splitIntoTokens, startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createTestDatabase,
  HttpSession,
  registerAndLogin,
  type TestDatabase,
} from '@loomflow/testkit/server';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flowData,
  openAiLlmFlow,
  saveFlow,
  START,
  type StreamFrame,
} from '../test-support/agentflow-test-flows.ts';
import type { PredictionJob } from './prediction-job.ts';
import {
  localRedisForTests,
  startCutWatchingProxy,
  startLoomflow,
  streamPrediction,
  type CutWatchingProxy,
  type LoomflowProcess,
} from '../test-support/queue-test-support.ts';

const redisUp = await localRedisForTests();

/** Start → Human Input → (proceed) "Approved" / (reject) "Rejected". */
const approvalFlow = flowData(
  [
    START,
    {
      id: 'humanInputAgentflow_0',
      name: 'humanInputAgentflow',
      label: 'Approve',
      inputs: { humanInputDescriptionType: 'fixed', humanInputDescription: 'Send it?' },
      outputs: 2,
    },
    {
      id: 'directReplyAgentflow_0',
      name: 'directReplyAgentflow',
      label: 'Yes',
      inputs: { directReplyMessage: 'Approved' },
    },
    {
      id: 'directReplyAgentflow_1',
      name: 'directReplyAgentflow',
      label: 'No',
      inputs: { directReplyMessage: 'Rejected' },
    },
  ],
  [
    { from: 'startAgentflow_0', to: 'humanInputAgentflow_0' },
    { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_0', output: 0 },
    { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_1', output: 1 },
  ],
);

const ANSWER =
  'Queue mode carries every token from the worker over Redis to the server that holds the stream, one by one, in order.';
/** 300 tokens at 30 ms: about nine seconds, long enough to abort or kill midway. */
const LONG_ANSWER = Array.from({ length: 300 }, (_, index) => `word${String(index)}`).join(' ');

function tokens(frames: readonly StreamFrame[]): string[] {
  return frames.filter((frame) => frame.event === 'token').map((frame) => String(frame.data));
}

async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!redisUp)('queue mode: two servers and two workers on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let fake: FakeOpenAI;
  let proxy: CutWatchingProxy;
  let queue: Queue<PredictionJob>;
  let serverA: LoomflowProcess;
  let serverB: LoomflowProcess;
  const workers: LoomflowProcess[] = [];
  let owner: HttpSession;
  let llmFlowId: string;
  /** What beforeAll started, stopped in reverse order (whatever got started before a failure). */
  const cleanups: (() => Promise<unknown>)[] = [];
  let proxiedFlowId: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    cleanups.push(() => database.drop());
    fake = await startFakeOpenAI({ requireApiKey: false });
    cleanups.push(() => fake.close());
    proxy = await startCutWatchingProxy(fake.url);
    cleanups.push(() => proxy.close());
    const queueName = `loomflow-test-${randomBytes(5).toString('hex')}`;
    const env = {
      ...database.env,
      MODE: 'queue',
      REDIS_HOST: '127.0.0.1',
      REDIS_PORT: '6379',
      QUEUE_NAME: queueName,
      HTTP_ALLOW_LIST: '127.0.0.1',
      WORKER_CONCURRENCY: '4',
      // A killed worker's job is found stalled within about three seconds.
      QUEUE_LOCK_DURATION_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
    };
    queue = new Queue<PredictionJob>(queueName, { connection: { host: '127.0.0.1', port: 6379 } });
    cleanups.push(
      () => queue.close(),
      () => queue.obliterate({ force: true }),
      () => Promise.all(workers.map((worker) => worker.stop())),
    );
    // A first, alone: it creates the schema; the others find it up to date.
    serverA = await startLoomflow('start', env);
    cleanups.push(() => serverA.stop());
    let started: LoomflowProcess[];
    [serverB, ...started] = await Promise.all([
      startLoomflow('start', env),
      startLoomflow('worker', env),
      startLoomflow('worker', env),
    ]);
    workers.push(...started);
    cleanups.push(() => serverB.stop());
    owner = new HttpSession(serverA.url);
    await registerAndLogin(owner);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    llmFlowId = await saveFlow(owner, openAiLlmFlow(credential.body.id, fake.url));
    proxiedFlowId = await saveFlow(owner, openAiLlmFlow(credential.body.id, proxy.url));
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }, 60_000);

  it('streams every token of a run on a worker to server A, in order', async () => {
    fake.script({ type: 'text', content: ANSWER, perTokenLatencyMs: 10 });
    const stream = streamPrediction(`${serverA.url}/api/v1/prediction/${llmFlowId}`, {
      question: 'How do tokens travel?',
      chatId: 'queue-stream-1',
    });
    const frames = await stream.done;
    expect(tokens(frames)).toEqual(splitIntoTokens(ANSWER));
    expect(frames[0]?.event).toBe('agentFlowEvent');
    expect(frames.some((frame) => frame.event === 'nextAgentFlow')).toBe(true);
    expect(frames.some((frame) => frame.event === 'agentFlowExecutedData')).toBe(true);
    expect(frames.find((frame) => frame.event === 'metadata')?.data).toMatchObject({
      chatId: 'queue-stream-1',
    });
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });

    // It ran on one of the workers, not on server A (the job completes just after its answer was sent).
    const workerPids = workers.map((worker) => String(worker.child.pid));
    let ranOn: string | undefined;
    await waitFor(async () => {
      const jobs = await queue.getJobs(['completed']);
      ranOn = jobs
        .find((job) => job.data.chatId === 'queue-stream-1')
        ?.processedBy?.split(':')
        .at(-1);
      return ranOn !== undefined;
    }, 'the job to complete');
    expect(workerPids).toContain(ranOn);
  });

  it('carries a non-streaming request to the worker: its model is called once without a stream', async () => {
    fake.reset();
    fake.script({ type: 'text', content: 'One piece.', usage: { promptTokens: 6, completionTokens: 2 } });
    const answer = await owner.post<{ text?: string }>(`/api/v1/prediction/${llmFlowId}`, {
      question: 'Whole answer?',
      chatId: 'queue-whole-1',
    });
    expect(answer.body.text).toBe('One piece.');
    expect(fake.chatRequests().map((request) => request.stream === true)).toEqual([false]);
  });

  it('pauses at a human input through server A and resumes through server B', async () => {
    const flowId = await saveFlow(owner, approvalFlow);
    const pausedFrames = await streamPrediction(`${serverA.url}/api/v1/prediction/${flowId}`, {
      question: 'draft',
      chatId: 'queue-approval-1',
    }).done;
    const action = pausedFrames.find((frame) => frame.event === 'action');
    expect(action?.data).toMatchObject({ elements: expect.any(Array) as unknown });
    const resumed = await new HttpSession(serverB.url).post<PredictionResponse>(
      `/api/v1/prediction/${flowId}`,
      {
        chatId: 'queue-approval-1',
        humanInput: { type: 'proceed', startNodeId: 'humanInputAgentflow_0' },
      },
    );
    expect(resumed.status).toBe(200);
    expect(resumed.body.text).toBe('Approved');
    const executions = await owner.get<ExecutionPage>(
      `/api/v1/executions?agentflowId=${flowId}&sessionId=queue-approval-1`,
    );
    expect(executions.body.data).toHaveLength(1);
    expect(executions.body.data[0]).toMatchObject({ id: resumed.body.executionId, state: 'FINISHED' });
  });

  it('aborts a run streaming through server A from server B: the worker cuts its LLM call', async () => {
    fake.script({ type: 'text', content: LONG_ANSWER, perTokenLatencyMs: 30 });
    const cutBefore = proxy.cut();
    const stream = streamPrediction(`${serverA.url}/api/v1/prediction/${proxiedFlowId}`, {
      question: 'Count for a long time',
      chatId: 'queue-abort-1',
    });
    await waitFor(() => tokens(stream.frames()).length >= 5, 'the first tokens');
    const abortedAt = Date.now();
    const abort = await fetch(`${serverB.url}/api/v1/chatmessage/abort/${proxiedFlowId}/queue-abort-1`, {
      method: 'PUT',
    });
    expect(await abort.json()).toEqual({ status: 200, message: 'Chat message aborted' });
    const frames = await stream.done;
    // The answer had seconds of tokens left: the run stops soon after the abort instead.
    expect(Date.now() - abortedAt).toBeLessThan(3000);
    expect(frames.some((frame) => frame.event === 'abort')).toBe(true);
    expect(tokens(frames).length).toBeLessThan(300);
    await waitFor(() => proxy.cut() > cutBefore, 'the LLM request to be cut', 5000);
    const executions = await owner.get<ExecutionPage>(
      `/api/v1/executions?agentflowId=${proxiedFlowId}&sessionId=queue-abort-1`,
    );
    expect(executions.body.data[0]?.state).toBe('TERMINATED');
  });

  it('records ERROR for a run whose worker is SIGKILLed, and the other worker goes on', async () => {
    fake.script({ type: 'text', content: LONG_ANSWER, perTokenLatencyMs: 30 });
    const stream = streamPrediction(`${serverA.url}/api/v1/prediction/${llmFlowId}`, {
      question: 'Count while I pull the plug',
      chatId: 'queue-kill-1',
    });
    await waitFor(() => tokens(stream.frames()).length >= 5, 'the first tokens');
    const executionStates = async (): Promise<string[]> => {
      const page = await owner.get<ExecutionPage>(
        `/api/v1/executions?agentflowId=${llmFlowId}&sessionId=queue-kill-1`,
      );
      return page.body.data.map((execution) => execution.state);
    };
    // The execution is stored INPROGRESS shortly after the run starts: the kill lands after that.
    await waitFor(async () => (await executionStates()).includes('INPROGRESS'), 'the execution row');
    const active = await queue.getJobs(['active']);
    const pid = active
      .find((job) => job.data.chatId === 'queue-kill-1')
      ?.processedBy?.split(':')
      .at(-1);
    const victim = workers.find((worker) => String(worker.child.pid) === pid);
    expect(victim).toBeDefined();
    await victim?.stop('SIGKILL');

    const frames = await stream.done;
    const error = frames.find((frame) => frame.event === 'error');
    expect(String(error?.data)).toContain('The worker running this prediction stopped before it ended');
    expect(frames.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
    let states: string[] = [];
    await waitFor(
      async () => {
        states = await executionStates();
        return states.every((state) => state === 'ERROR');
      },
      'the execution to be recorded ERROR',
      10_000,
    ).catch(() => undefined);
    expect(states).toEqual(['ERROR']);

    // Predictions keep working on the surviving worker, through either server.
    fake.script({ type: 'text', content: 'Still here.' });
    const after = await new HttpSession(serverB.url).post<PredictionResponse>(
      `/api/v1/prediction/${llmFlowId}`,
      { question: 'Anyone there?', chatId: 'queue-kill-2' },
    );
    expect(after.status).toBe(200);
    expect(after.body.text).toBe('Still here.');
  }, 60_000);
});
