import { randomBytes } from 'node:crypto';
import type { QueueJob, QueueOverview } from '@loomflow/core';
import {
  inviteMember,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFunctionFlow, directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import { createOrganizationWithOwner } from '../services/tenancy.service.ts';
import { PREDICTION_JOB_NAME } from './prediction-job.ts';
import { PredictionWorker } from './prediction-worker.ts';
import { queueConfig } from '../config/queue-config.ts';
import { freePort, localRedisForTests } from '../test-support/queue-test-support.ts';

const redisUp = await localRedisForTests();

describe.skipIf(!redisUp).each(TEST_DATABASE_KINDS)('the queue dashboard (%s, local Redis)', (database) => {
  const queueName = `loomflow-test-${randomBytes(5).toString('hex')}`;
  const env = {
    MODE: 'queue',
    QUEUE_NAME: queueName,
    PLATFORM_TYPE: 'enterprise',
    HTTP_ALLOW_LIST: '127.0.0.1',
  };
  let server: TestServer;
  let worker: PredictionWorker;
  let owner: HttpSession;
  let flowName: string;
  let helloFlow: string;
  let failingFlow: string;
  let failedJobId: string;

  beforeAll(async () => {
    server = await startTestServer({ database, env });
    worker = await PredictionWorker.start(
      queueConfig(env),
      server.server.services,
      pino({ level: 'silent' }),
    );
    owner = server.session();
    await registerAndLogin(owner);
    helloFlow = await saveFlow(owner, directReplyFlow('Hello from the worker'));
    failingFlow = await saveFlow(owner, customFunctionFlow("throw new Error('the tool broke');"));
    flowName = (await owner.get<{ name: string }>(`/api/v1/chatflows/${helloFlow}`)).body.name;
    const predict = (flowId: string) =>
      server.session().post(`/api/v1/prediction/${flowId}`, { question: 'hi' });
    expect((await predict(helloFlow)).status).toBe(200);
    expect((await predict(failingFlow)).status).toBe(500);
    // A job whose flow is gone by the time a worker takes it (deleted while queued) fails on the worker.
    const queue = new Queue(queueName, { connection: { host: '127.0.0.1', port: 6379 } });
    const workspaceId = (await owner.get<{ workspaceId: string }>(`/api/v1/chatflows/${helloFlow}`)).body
      .workspaceId;
    const job = await queue.add(PREDICTION_JOB_NAME, {
      flowId: 'deleted-flow',
      workspaceId,
      chatId: 'chat-1',
      sessionId: 'chat-1',
      internal: false,
      body: { question: 'hi' },
    });
    failedJobId = job.id ?? '';
    for (let waited = 0; (await queue.getJobState(failedJobId)) !== 'failed' && waited < 100; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await queue.close();
  }, 120_000);

  afterAll(async () => {
    await worker.close();
    await server.close();
  }, 60_000);

  const overview = () => owner.get<QueueOverview & { message?: string }>('/api/v1/queue/overview');
  const predictionQueue = (body: QueueOverview) => body.queues.find((queue) => queue.name === queueName);

  it('shows each queue with its counts, connected workers and latest jobs', async () => {
    const { status, body } = await overview();
    expect(status).toBe(200);
    expect(body.queues.map((queue) => queue.name)).toEqual([
      queueName,
      `${queueName}-upserts`,
      `${queueName}-evaluations`,
    ]);
    const predictions = predictionQueue(body);
    expect(predictions?.counts).toEqual({ waiting: 0, active: 0, delayed: 0, completed: 2, failed: 1 });
    expect(predictions?.workers).toBe(1);
    const jobs = predictions?.jobs ?? [];
    expect(jobs).toHaveLength(3);
    // Newest first: the job of the deleted flow was added last.
    expect(jobs[0]).toMatchObject({
      id: failedJobId,
      kind: 'prediction',
      state: 'failed',
      flowId: 'deleted-flow',
      flowName: null,
      ownOrganization: true,
      outcome: null,
    });
    expect(jobs[0]?.failedReason).toMatch(/Chatflow deleted-flow not found/);
    expect(jobs[1]).toMatchObject({ state: 'completed', flowId: failingFlow, outcome: 'ERROR' });
    expect(jobs[2]).toMatchObject({
      state: 'completed',
      flowId: helloFlow,
      flowName,
      outcome: 'FINISHED',
      failedReason: null,
    });
    for (const job of jobs) {
      expect(job.attemptsMade).toBeGreaterThanOrEqual(0);
      expect(job.durationMs).toBeGreaterThanOrEqual(0);
      expect(job.processedBy).toMatch(/:\d+$/);
      expect(job.startedAt).not.toBeNull();
      expect(job.finishedAt).not.toBeNull();
    }
  });

  it("hides another organization's job details and refuses to remove its jobs", async () => {
    const repos = server.server.services.repos;
    const now = new Date().toISOString();
    const userId = `other-owner-${randomBytes(4).toString('hex')}`;
    await repos.users.create({
      id: userId,
      name: 'Other Owner',
      email: `${userId}@example.com`,
      credential: null,
      status: 'active',
      tempToken: null,
      tokenExpiry: null,
      activeWorkspaceId: null,
      lastLogin: null,
      createdDate: now,
      updatedDate: now,
    });
    const { workspaceId } = await createOrganizationWithOwner(repos, userId, 'Other Organization');
    const theirFlow = await saveFlow(owner, directReplyFlow('theirs'));
    // The row moves to the other organization's workspace: its job is theirs.
    await server.server.db
      .updateTable('chat_flow')
      .set({ workspaceId })
      .where('id', '=', theirFlow)
      .execute();
    expect((await server.session().post(`/api/v1/prediction/${theirFlow}`, { question: 'hi' })).status).toBe(
      200,
    );
    const jobs = predictionQueue((await overview()).body)?.jobs ?? [];
    const theirs = jobs.find((job) => job.flowId === theirFlow);
    expect(theirs).toMatchObject({ ownOrganization: false, flowName: null, state: 'completed' });
    const refused = await owner.delete<{ message: string }>(`/api/v1/queue/jobs/${theirs?.id ?? ''}`);
    expect(refused.status).toBe(404);
  });

  it('removes a finished job, then answers 404 for it', async () => {
    const before = predictionQueue((await overview()).body);
    const failed = before?.jobs.find((job: QueueJob) => job.id === failedJobId);
    const removed = await owner.delete(`/api/v1/queue/jobs/${failed?.id ?? ''}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: failed?.id, removed: true });
    const after = predictionQueue((await overview()).body);
    expect(after?.counts.failed).toBe(0);
    expect(after?.jobs.some((job) => job.id === failed?.id)).toBe(false);
    const again = await owner.delete<{ message: string }>(`/api/v1/queue/jobs/${failed?.id ?? ''}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/not found/);
  });

  it('is for those who may see the logs (403 for a member, never an API key)', async () => {
    const member = await inviteMember(server, owner);
    expect((await member.session.get('/api/v1/queue/overview')).status).toBe(403);
    expect((await member.session.delete('/api/v1/queue/jobs/any')).status).toBe(403);
  });

  it('tells the web app that queue mode is on', async () => {
    const settings = await server.session().get<{ QUEUE_MODE?: boolean }>('/api/v1/settings');
    expect(settings.body.QUEUE_MODE).toBe(true);
  });
});

describe('the queue dashboard outside queue mode, or without Redis', () => {
  let inProcess: TestServer;
  let noRedis: TestServer;

  beforeAll(async () => {
    inProcess = await startTestServer({});
    noRedis = await startTestServer({
      env: { MODE: 'queue', REDIS_PORT: String(await freePort()), QUEUE_REDIS_TIMEOUT_MS: '1000' },
    });
  }, 60_000);

  afterAll(async () => {
    await inProcess.close();
    await noRedis.close();
  }, 30_000);

  it('answers 404 "Queue mode is off" in in-process mode, and settings say nothing of a queue', async () => {
    const owner = inProcess.session();
    await registerAndLogin(owner);
    const answer = await owner.get<{ message: string }>('/api/v1/queue/overview');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/^Queue mode is off/);
    expect((await owner.delete('/api/v1/queue/jobs/x')).status).toBe(404);
    const settings = await owner.get<{ QUEUE_MODE?: boolean }>('/api/v1/settings');
    expect(settings.body.QUEUE_MODE).toBeUndefined();
  });

  it('answers 503 "Queue unavailable" within the bounded time when Redis is unreachable', async () => {
    const owner = noRedis.session();
    await registerAndLogin(owner);
    const startedAt = Date.now();
    const answer = await owner.get<{ message: string }>('/api/v1/queue/overview');
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/^Queue unavailable/);
    expect(Date.now() - startedAt).toBeLessThan(3000);
  });
});
