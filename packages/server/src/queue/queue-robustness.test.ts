import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { PredictionResponse } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, openAiLlmFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  freePort,
  localRedisForTests,
  redisAnswers,
  startLoomflow,
  type LoomflowProcess,
} from '../test-support/queue-test-support.ts';

const redisUp = await localRedisForTests();

/** A redis-server of the test's own, on its own port, that the test may kill and start again. */
class OwnRedis {
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.child = child;
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(this.port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on ${String(this.port)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

describe.skipIf(!redisUp)('queue mode when Redis or a worker goes away', () => {
  let redis: OwnRedis;
  let server: TestServer;
  let worker: LoomflowProcess;
  let fake: FakeOpenAI;
  let owner: HttpSession;
  let queueName: string;
  let workerEnv: Record<string, string>;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    cleanups.push(() => redis.kill());
    fake = await startFakeOpenAI({ requireApiKey: false });
    cleanups.push(() => fake.close());
    queueName = `loomflow-test-${randomBytes(5).toString('hex')}`;
    const env = {
      MODE: 'queue',
      REDIS_PORT: String(redis.port),
      QUEUE_NAME: queueName,
      HTTP_ALLOW_LIST: '127.0.0.1',
      REMOVE_ON_COUNT: '2',
      ENABLE_METRICS: 'true',
    };
    server = await startTestServer({ env });
    cleanups.push(() => server.close());
    workerEnv = { ...server.database.env, ...env };
    worker = await startLoomflow('worker', workerEnv);
    cleanups.push(() => worker.stop());
    owner = server.session();
    await registerAndLogin(owner);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }, 60_000);

  const predict = (flowId: string, body: Record<string, unknown>) =>
    owner.post<PredictionResponse & { message?: string }>(`/api/v1/prediction/${flowId}`, body);

  it('keeps only REMOVE_ON_COUNT finished jobs in Redis', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Kept briefly'));
    for (let index = 0; index < 4; index += 1) {
      const answer = await predict(flowId, { question: `q${String(index)}` });
      expect(answer.body.text).toBe('Kept briefly');
    }
    const queue = new Queue(queueName, { connection: { host: '127.0.0.1', port: redis.port } });
    try {
      // The last job completes just after its answer was sent.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const counts = await queue.getJobCounts('completed');
      expect(counts.completed).toBe(2);
    } finally {
      await queue.close();
    }
  });

  it('reports readiness and Prometheus metrics on the server and the worker', async () => {
    const ready = await owner.get<{ status: string; workers: number }>('/api/v1/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', mode: 'queue', workers: 1 });
    const flowId = await saveFlow(owner, directReplyFlow('Measured'));
    await predict(flowId, { question: 'measure me' });
    const metrics = await fetch(`${server.url}/api/v1/metrics`);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toMatch(/^loomflow_queue_jobs\{state="completed"\} \d+$/m);
    expect(text).toContain('loomflow_active_streams 0');
    expect(text).toMatch(
      /^loomflow_prediction_duration_seconds_count\{streaming="false",outcome="finished"\} [1-9]/m,
    );
    const workerMetrics = await (await fetch(`${worker.url}/metrics`)).text();
    expect(workerMetrics).toMatch(/^loomflow_queue_job_duration_seconds_count\{state="FINISHED"\} [1-9]/m);
  });

  it('answers 503 within 5 s while Redis is down, and recovers by itself when it returns', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Back again'));
    expect((await predict(flowId, { question: 'before' })).status).toBe(200);

    await redis.kill();
    const started = Date.now();
    const refused = await predict(flowId, { question: 'while down' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/^Queue unavailable: /);
    // Aborts need the queue too; readiness says why the server should get no traffic.
    const abort = await owner.put<{ message: string }>(`/api/v1/chatmessage/abort/${flowId}/some-chat`, {});
    expect(abort.status).toBe(503);
    const notReady = await owner.get<{ message: string }>('/api/v1/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body.message).toMatch(/^Queue unavailable: /);

    // Same port, neither the server nor the worker restarted.
    await redis.start();
    // Past the server's 2 s trust in its worker count: the worker must be seen connected again too.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const deadline = Date.now() + 20_000;
    let answer = await predict(flowId, { question: 'after' });
    while (answer.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await predict(flowId, { question: 'after' });
    }
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('Back again');
  }, 60_000);

  it('lets a running job finish when the worker is stopped (SIGTERM drains)', async () => {
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    const flowId = await saveFlow(owner, openAiLlmFlow(credential.body.id, fake.url));
    const answerText = Array.from({ length: 40 }, (_, index) => `step${String(index)}`).join(' ');
    fake.script({ type: 'text', content: answerText, perTokenLatencyMs: 30 });
    const pending = predict(flowId, { question: 'Take your time' });
    const deadline = Date.now() + 20_000;
    while (fake.chatRequests().length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const exitCode = new Promise<number | null>((resolve) => worker.child.once('exit', resolve));
    worker.child.kill('SIGTERM');
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe(answerText);
    expect(await exitCode).toBe(0);

    // With no worker left, a prediction is refused at once rather than left waiting.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const refused = await predict(flowId, { question: 'Anyone?' });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(
      `Queue unavailable: no worker is connected to queue ${queueName} (start \`loomflow worker\` with MODE=queue)`,
    );
  }, 60_000);
});
