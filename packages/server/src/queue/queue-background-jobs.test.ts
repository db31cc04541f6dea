import { randomBytes } from 'node:crypto';
import type {
  DocumentStore,
  DocumentStoreLoader,
  EvaluationDetail,
  UpsertJob,
  UpsertJobs,
  VectorQueryResponse,
} from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createTestDatabase,
  HttpSession,
  registerAndLogin,
  startTestServer,
  testLicenseEnv,
  type TestDatabase,
} from '@loomflow/testkit/server';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, openAiLlmFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  createEvaluator,
  datasetFromCsv,
  startEvaluation,
  waitForEnd,
} from '../test-support/evaluation-test-setup.ts';
import { evaluationQueueName, upsertQueueName } from './background-jobs.ts';
import {
  localRedisForTests,
  startLoomflow,
  type LoomflowProcess,
} from '../test-support/queue-test-support.ts';

const redisUp = await localRedisForTests();

const EMBEDDING_DIMENSIONS = 32;
/** 450 lines of about 100 characters: 450 chunks, embedded in three requests (200, 200, 50). */
const LINES = Array.from(
  { length: 450 },
  (_, index) =>
    `Line ${String(index)} of the handbook: the reading room opens at nine and the archive closes at six.`,
);
const ROWS = [
  { input: 'question one', output: 'Echo: question one' },
  { input: 'question two', output: 'nothing' },
  { input: '{"n": 3}', output: 'nothing' },
];

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/** The same account on another server: sessions live in the shared database. */
function sameUserOn(session: HttpSession, baseUrl: string): HttpSession {
  const other = new HttpSession(baseUrl);
  for (const [name, value] of session.cookies) other.cookies.set(name, value);
  return other;
}

describe.skipIf(!redisUp)('queue mode: upserts and evaluations run on a worker', () => {
  let database: TestDatabase;
  let fake: FakeOpenAI;
  /** Embeddings taking 700 ms a request: an upsert is seen midway and cancelled midway. */
  let slow: FakeOpenAI;
  let queueName: string;
  let serverA: LoomflowProcess;
  let serverB: LoomflowProcess;
  let worker: LoomflowProcess;
  let env: Record<string, string>;
  const laterWorkers: LoomflowProcess[] = [];
  let ownerA: HttpSession;
  let ownerB: HttpSession;
  let credentialId: string;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    cleanups.push(() => database.drop());
    fake = await startFakeOpenAI({ embeddingDimensions: EMBEDDING_DIMENSIONS, requireApiKey: false });
    cleanups.push(() => fake.close());
    slow = await startFakeOpenAI({
      embeddingDimensions: EMBEDDING_DIMENSIONS,
      requireApiKey: false,
      firstTokenLatencyMs: 700,
    });
    cleanups.push(() => slow.close());
    queueName = `loomflow-test-${randomBytes(5).toString('hex')}`;
    env = {
      ...database.env,
      ...testLicenseEnv(),
      PLATFORM_TYPE: 'enterprise',
      MODE: 'queue',
      REDIS_HOST: '127.0.0.1',
      REDIS_PORT: '6379',
      QUEUE_NAME: queueName,
      HTTP_ALLOW_LIST: '127.0.0.1',
      WORKER_CONCURRENCY: '2',
      QUEUE_LOCK_DURATION_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
    };
    const connection = { host: '127.0.0.1', port: 6379 };
    for (const name of [upsertQueueName(queueName), evaluationQueueName(queueName), queueName]) {
      const queue = new Queue(name, { connection });
      cleanups.push(
        () => queue.close(),
        () => queue.obliterate({ force: true }),
      );
    }
    serverA = await startLoomflow('start', env);
    cleanups.push(() => serverA.stop());
    [serverB, worker] = await Promise.all([startLoomflow('start', env), startLoomflow('worker', env)]);
    cleanups.push(
      () => serverB.stop(),
      () => worker.stop(),
      () => Promise.all(laterWorkers.map((later) => later.stop())),
    );
    ownerA = new HttpSession(serverA.url);
    await registerAndLogin(ownerA);
    ownerB = sameUserOn(ownerA, serverB.url);
    const credential = await ownerA.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    credentialId = credential.body.id;
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }, 60_000);

  /** A store with one processed loader of LINES and the slow embeddings, ready to upsert. */
  async function readyStore(name: string): Promise<string> {
    const store = await ownerA.post<DocumentStore>('/api/v1/document-store/store', { name });
    expect(store.status).toBe(201);
    const loader = {
      storeId: store.body.id,
      loaderId: 'plainText',
      loaderConfig: { text: LINES.join('\n\n') },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 120, chunkOverlap: 0 },
    };
    const saved = await ownerA.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', loader);
    const processed = await ownerA.post<DocumentStoreLoader>(
      `/api/v1/document-store/loader/process/${saved.body.id}`,
      loader,
    );
    expect(processed.body.totalChunks).toBe(LINES.length);
    const vectors = await ownerA.post('/api/v1/document-store/vectorstore/save', {
      storeId: store.body.id,
      embeddingName: 'openAIEmbeddings',
      embeddingConfig: { credential: credentialId, modelName: 'text-embedding-3-small', basepath: slow.url },
      vectorStoreName: 'embeddedVectorStore',
      vectorStoreConfig: {},
    });
    expect(vectors.status).toBe(200);
    return store.body.id;
  }

  async function jobOn(session: HttpSession, storeId: string, jobId: string): Promise<UpsertJob | undefined> {
    const jobs = await session.get<UpsertJobs>(`/api/v1/document-store/upsert-jobs/${storeId}`);
    return jobs.body.history.find((job) => job.id === jobId);
  }

  async function processedBy(name: string, id: string): Promise<string | undefined> {
    const queue = new Queue(name, { connection: { host: '127.0.0.1', port: 6379 } });
    try {
      return (await queue.getJob(id))?.processedBy?.split(':').at(-1);
    } finally {
      await queue.close();
    }
  }

  it('runs an upsert enqueued on server A on the worker; server B shows its progress and its vectors', async () => {
    const storeId = await readyStore('Handbook');
    const started = await ownerA.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', { storeId });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('QUEUED');
    // Midway, as written by the worker into the shared database, read through server B.
    const midway = await waitFor(async () => {
      const job = await jobOn(ownerB, storeId, started.body.id);
      return job?.status === 'RUNNING' && job.embedded > 0 ? job : undefined;
    }, 'progress through server B');
    // Batches of 200 at 700 ms each: typically 200 here, never all of them while RUNNING is read midway.
    expect(midway.total).toBe(LINES.length);
    expect(midway.embedded).toBeLessThan(LINES.length);
    // A second upsert of the store is refused while this one runs, whichever server is asked.
    const second = await ownerB.post<{ message: string }>('/api/v1/document-store/vectorstore/insert', {
      storeId,
    });
    expect(second.status).toBe(409);
    // So is a change of its configuration through the other server (the worker's plan was made from it).
    const change = await ownerB.post<{ message: string }>('/api/v1/document-store/vectorstore/save', {
      storeId,
      embeddingName: 'openAIEmbeddings',
      embeddingConfig: { credential: credentialId, modelName: 'text-embedding-3-large', basepath: slow.url },
      vectorStoreName: 'embeddedVectorStore',
      vectorStoreConfig: {},
    });
    expect(change.status).toBe(409);
    expect(change.body.message).toContain('wait or cancel it');
    const ended = await waitFor(async () => {
      const job = await jobOn(ownerB, storeId, started.body.id);
      return job && job.status !== 'RUNNING' && job.status !== 'QUEUED' ? job : undefined;
    }, 'the upsert to end');
    expect(ended).toMatchObject({ status: 'SUCCEEDED', total: LINES.length, embedded: LINES.length });
    expect(await processedBy(upsertQueueName(queueName), started.body.id)).toBe(String(worker.child.pid));
    const found = await ownerB.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
      storeId,
      query: 'Line 7 of the handbook',
    });
    expect(found.status).toBe(200);
    expect(found.body.docs.length).toBeGreaterThan(0);
    expect(found.body.docs[0]?.pageContent).toContain('of the handbook');

    // Flowise's API upsert through server B answers once the worker ended the job: nothing changed, all skipped.
    const api = await ownerB.post<{ numAdded: number; numSkipped: number }>(
      `/api/v1/document-store/upsert/${storeId}`,
      {},
    );
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ numAdded: 0, numSkipped: LINES.length });
  }, 90_000);

  it('cancels through server B an upsert running on the worker: its embeddings stop, nothing is committed', async () => {
    const storeId = await readyStore('Cancelled');
    const started = await ownerA.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', { storeId });
    expect(started.status).toBe(202);
    await waitFor(async () => {
      const job = await jobOn(ownerB, storeId, started.body.id);
      return job?.status === 'RUNNING' && job.embedded > 0 ? job : undefined;
    }, 'the first batch');
    const cancelled = await ownerB.post<UpsertJob>(
      `/api/v1/document-store/upsert-jobs/${storeId}/${started.body.id}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', failed: 0 });
    expect(cancelled.body.embedded).toBeLessThan(LINES.length);
    expect(cancelled.body.error).toContain('The vectors from before stay in use.');
    const requests = slow.embeddingRequests().length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(slow.embeddingRequests().length).toBe(requests);
    const again = await ownerA.post(
      `/api/v1/document-store/upsert-jobs/${storeId}/${started.body.id}/cancel`,
      {},
    );
    expect(again.status).toBe(409);
    const store = await ownerB.get<DocumentStore>(`/api/v1/document-store/store/${storeId}`);
    expect(store.body.status).not.toBe('UPSERTED');
  }, 90_000);

  it('runs an evaluation on the worker with the same results as in process', async () => {
    const flows = [
      await saveFlow(ownerA, directReplyFlow('Echo: {{ question }}')),
      await saveFlow(ownerA, openAiLlmFlow(credentialId, fake.url)),
    ];
    const dataset = await datasetFromCsv(ownerA, 'three', ROWS);
    const evaluators = await Promise.all([
      createEvaluator(ownerA, {
        name: 'exact',
        type: 'text',
        config: { operator: 'equals', compareWith: 'expectedOutput', caseSensitive: true },
      }),
      createEvaluator(ownerA, { name: 'brace', type: 'regex', config: { pattern: '\\{' } }),
    ]);
    const settings = {
      flowIds: flows,
      datasetId: dataset.id,
      evaluatorIds: evaluators.map((evaluator) => evaluator.id),
      concurrency: 2,
    };
    const outcome = async (session: HttpSession, id: string) => {
      const detail = (await session.get<EvaluationDetail>(`/api/v1/evaluations/${id}`)).body;
      return detail.runs.map((run) => ({
        flowId: run.flowId,
        sequenceNo: run.sequenceNo,
        actualOutput: run.actualOutput,
        status: run.status,
        verdicts: run.verdicts.map((verdict) => [verdict.evaluatorName, verdict.verdict]),
      }));
    };

    const queued = await startEvaluation(ownerA, { ...settings, name: 'On a worker' });
    expect(queued.status).toBe('running');
    expect(await waitForEnd(ownerB, queued.id)).toMatchObject({ status: 'completed', done: 6, total: 6 });
    expect(await processedBy(evaluationQueueName(queueName), queued.id)).toBe(String(worker.child.pid));
    const onWorker = await outcome(ownerB, queued.id);
    expect(onWorker).toHaveLength(6);
    expect(onWorker.filter((run) => run.status === 'error')).toEqual([]);

    // The same evaluation in an in-process server over the same database.
    const inProcess = await startTestServer({
      existingDatabase: database,
      env: { PLATFORM_TYPE: 'enterprise', HTTP_ALLOW_LIST: '127.0.0.1' },
    });
    try {
      const local = sameUserOn(ownerA, inProcess.url);
      const here = await startEvaluation(local, { ...settings, name: 'In process' });
      expect(await waitForEnd(local, here.id)).toMatchObject({ status: 'completed', done: 6 });
      expect(await outcome(local, here.id)).toEqual(onWorker);
    } finally {
      await inProcess.close();
    }
  }, 120_000);

  it('cancels through server B an evaluation running on the worker: its model calls stop, finished rows stay', async () => {
    const flowId = await saveFlow(ownerA, openAiLlmFlow(credentialId, slow.url));
    const dataset = await datasetFromCsv(
      ownerA,
      'eight',
      Array.from({ length: 8 }, (_, index) => ({ input: `slow ${String(index)}`, output: 'x' })),
    );
    const started = await startEvaluation(ownerA, {
      name: 'Cancelled on a worker',
      flowIds: [flowId],
      datasetId: dataset.id,
      evaluatorIds: [],
      concurrency: 1,
    });
    await waitFor(async () => {
      const progress = await ownerB.get<{ done: number }>(`/api/v1/evaluations/progress/${started.id}`);
      return progress.body.done >= 1 ? progress.body : undefined;
    }, 'a first finished row');
    const cancelled = await ownerB.post<{ status: string }>(`/api/v1/evaluations/cancel/${started.id}`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    // The row in flight is aborted on the worker: at most that one request was made after the cancel.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const requests = slow.chatRequests().length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(slow.chatRequests().length).toBe(requests);
    const end = await waitForEnd(ownerB, started.id);
    expect(end.status).toBe('cancelled');
    expect(end.done).toBeGreaterThanOrEqual(1);
    expect(end.done).toBeLessThan(8);
  }, 90_000);

  it('records FAILED for an upsert and an evaluation whose worker is SIGKILLed; a new worker goes on', async () => {
    const storeId = await readyStore('Killed');
    const upserting = await ownerA.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', { storeId });
    expect(upserting.status).toBe(202);
    const flowId = await saveFlow(ownerA, openAiLlmFlow(credentialId, slow.url));
    const dataset = await datasetFromCsv(
      ownerA,
      'killed',
      Array.from({ length: 8 }, (_, index) => ({ input: `kill ${String(index)}`, output: 'x' })),
    );
    const evaluating = await startEvaluation(ownerA, {
      name: 'Killed on a worker',
      flowIds: [flowId],
      datasetId: dataset.id,
      evaluatorIds: [],
      concurrency: 1,
    });
    await waitFor(async () => {
      const job = await jobOn(ownerB, storeId, upserting.body.id);
      return job?.status === 'RUNNING' && job.embedded > 0 ? job : undefined;
    }, 'the upsert to run');
    await waitFor(async () => {
      const progress = await ownerB.get<{ done: number }>(`/api/v1/evaluations/progress/${evaluating.id}`);
      return progress.body.done >= 1 ? progress.body : undefined;
    }, 'the evaluation to run');
    await worker.stop('SIGKILL');
    laterWorkers.push(await startLoomflow('worker', env));

    const failedUpsert = await waitFor(async () => {
      const job = await jobOn(ownerB, storeId, upserting.body.id);
      return job && job.status !== 'RUNNING' ? job : undefined;
    }, 'the upsert to be recorded FAILED');
    expect(failedUpsert.status).toBe('FAILED');
    expect(failedUpsert.error).toContain('The worker running this upsert stopped');
    const failedEvaluation = await waitForEnd(ownerB, evaluating.id, 30_000);
    expect(failedEvaluation.status).toBe('failed');
    expect(failedEvaluation.error).toContain('The worker running this evaluation stopped');

    // The new worker takes the next upsert of the same store, which succeeds.
    const again = await ownerB.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', { storeId });
    expect(again.status).toBe(202);
    const ended = await waitFor(async () => {
      const job = await jobOn(ownerA, storeId, again.body.id);
      return job && job.status !== 'RUNNING' && job.status !== 'QUEUED' ? job : undefined;
    }, 'the next upsert to end');
    expect(ended).toMatchObject({ status: 'SUCCEEDED', embedded: LINES.length });
  }, 120_000);

  it('answers 503 when no worker is connected, and records the upsert and the evaluation as not queued', async () => {
    await Promise.all(laterWorkers.map((later) => later.stop()));
    const storeId = await readyStore('No worker');
    const refused = await ownerA.post<{ message: string }>('/api/v1/document-store/vectorstore/insert', {
      storeId,
    });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toContain('no worker is connected');
    const jobs = await ownerB.get<UpsertJobs>(`/api/v1/document-store/upsert-jobs/${storeId}`);
    expect(jobs.body.active).toBeNull();
    expect(jobs.body.history[0]).toMatchObject({ status: 'FAILED' });
    expect(jobs.body.history[0]?.error).toContain('Not queued');

    const dataset = await datasetFromCsv(ownerA, 'unqueued', [{ input: 'a', output: 'b' }]);
    const flowId = await saveFlow(ownerA, directReplyFlow('{{ question }}'));
    const evaluation = await ownerA.post<{ message: string }>('/api/v1/evaluations', {
      name: 'No worker',
      flowIds: [flowId],
      datasetId: dataset.id,
      evaluatorIds: [],
    });
    expect(evaluation.status).toBe(503);
    expect(evaluation.body.message).toContain('no worker is connected');
    const list = await ownerB.get<{ name: string; status: string }[]>('/api/v1/evaluations');
    expect(list.body.find((item) => item.name === 'No worker')?.status).toBe('failed');
  }, 60_000);
});
