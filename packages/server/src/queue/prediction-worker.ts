import { hostname } from 'node:os';
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Repositories } from '../db/repositories/index.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { RunRegistry } from '../runtime/run-registry.ts';
import { RunFailedError } from '../services/flow-run/flow-run.types.ts';
import type { PredictionService } from '../services/prediction.service.ts';
import { nowIso } from '../util/clock.ts';
import {
  abortChannel,
  abortMessageSchema,
  jobEventsChannel,
  jobProgressSchema,
  predictionJobSchema,
  runningChatKey,
  type JobMessage,
} from './prediction-job.ts';
import type { QueueConfig } from '../config/queue-config.ts';
import { Histogram } from './metrics.ts';
import { redisOptions } from './redis-connection.ts';
import { preparedOfJob } from './queued-prediction.ts';

/** A chat's running-jobs set outlives a worker killed mid-run by at most this long. */
const RUNNING_KEY_TTL_SECONDS = 24 * 3600;

export interface PredictionWorkerServices {
  readonly predictions: PredictionService;
  readonly repos: Repositories;
  readonly runRegistry: RunRegistry;
}

/** What a finished job keeps as its result in Redis (the answer itself went to the server over pub/sub). */
export interface PredictionJobResult {
  readonly state: string;
  readonly executionId: string;
}

/**
 * A worker process's side of queue mode: takes prediction jobs (`WORKER_CONCURRENCY` at once), runs each with the
 * same run services as in-process mode, publishes its events on the job's channel, and honours aborts published
 * by any server. A job is tried once: a worker that dies mid-run leaves a stalled job that is failed, never run a
 * second time (its LLM and tool calls may already have had effects), and its execution is recorded ERROR.
 */
export class PredictionWorker {
  /** Job run times on this worker, by how the run ended. */
  readonly jobDurations = new Histogram(
    'loomflow_queue_job_duration_seconds',
    'Prediction jobs on this worker, from start to end, by final state',
  );

  private constructor(
    private readonly config: QueueConfig,
    private readonly services: PredictionWorkerServices,
    private readonly log: Logger,
    private readonly worker: Worker<unknown, PredictionJobResult>,
    private readonly publisher: Redis,
    private readonly abortSubscriber: Redis,
  ) {}

  static async start(
    config: QueueConfig,
    services: PredictionWorkerServices,
    log: Logger,
  ): Promise<PredictionWorker> {
    const options = redisOptions(config.redis, config.redisTimeoutMs);
    // The worker's own connections queue commands while Redis is away: a run in flight goes on when it returns.
    const resilient = { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null };
    const publisher = new Redis(resilient);
    const abortSubscriber = new Redis(resilient);
    for (const connection of [publisher, abortSubscriber])
      connection.on('error', (error: Error) => {
        log.warn({ err: error }, 'Redis connection error (reconnecting)');
      });
    const worker = new Worker<unknown, PredictionJobResult>(
      config.queueName,
      // Called only once `run()` below started it, when `self` exists.
      (job: Job<unknown, PredictionJobResult>): Promise<PredictionJobResult> => self.process(job),
      {
        connection: resilient,
        // Jobs record which worker ran them (`processedBy`): host and process id.
        name: `${hostname()}:${String(process.pid)}`,
        concurrency: config.workerConcurrency,
        lockDuration: config.lockDurationMs,
        stalledInterval: config.stalledIntervalMs,
        // A stalled prediction fails at once instead of running again.
        maxStalledCount: 0,
        autorun: false,
      },
    );
    const self: PredictionWorker = new PredictionWorker(
      config,
      services,
      log,
      worker,
      publisher,
      abortSubscriber,
    );
    worker.on('error', (error) => {
      log.warn({ err: error }, 'Queue worker error');
    });
    worker.on('failed', (job, error) => {
      if (job) void self.recordFailed(job, error);
    });
    abortSubscriber.on('message', (_channel: string, text: string) => {
      self.abortFromMessage(text);
    });
    await abortSubscriber.subscribe(abortChannel(config.queueName));
    void worker.run().catch((error: unknown) => {
      log.error({ err: error }, 'Queue worker stopped');
    });
    await worker.waitUntilReady();
    return self;
  }

  /** Stops taking jobs, lets the ones running end (graceful shutdown), then closes the connections. */
  async close(): Promise<void> {
    await this.worker.close();
    await this.abortSubscriber.quit().catch(() => undefined);
    await this.publisher.quit().catch(() => undefined);
  }

  /** Readiness: the worker's Redis connection answers. */
  async ping(): Promise<void> {
    await this.publisher.ping();
  }

  get running(): boolean {
    return this.worker.isRunning();
  }

  private abortFromMessage(text: string): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = abortMessageSchema.safeParse(value);
    if (!parsed.success) return;
    const aborted = this.services.runRegistry.abort(parsed.data.flowId, parsed.data.chatId);
    if (aborted > 0) this.log.info({ ...parsed.data, aborted }, 'Run aborted');
  }

  private async process(job: Job<unknown, PredictionJobResult>): Promise<PredictionJobResult> {
    const jobId = job.id ?? '';
    const data = predictionJobSchema.parse(job.data);
    const channel = jobEventsChannel(this.config.queueName, jobId);
    // One connection, commands sent in order: the server reads the messages in the order they were made.
    const publish = (message: JobMessage): Promise<number> =>
      this.publisher.publish(channel, JSON.stringify(message));
    const quietly = (sent: Promise<unknown>): void => {
      sent.catch((error: unknown) => {
        this.log.warn({ err: error, jobId }, 'A run event was not published');
      });
    };
    const runningKey = runningChatKey(this.config.queueName, data.flowId, data.chatId);
    const startedAt = performance.now();
    let state = 'ERROR';
    try {
      // The chat's running set (for aborts) and the flow are fetched together.
      const [flow] = await Promise.all([
        this.services.repos.runFlows.findById(data.flowId),
        this.publisher.multi().sadd(runningKey, jobId).expire(runningKey, RUNNING_KEY_TTL_SECONDS).exec(),
      ]);
      if (!flow || flow.workspaceId !== data.workspaceId) throw notFound(`Chatflow ${data.flowId} not found`);
      const prepared = preparedOfJob(flow, data);
      const outcome = await this.services.predictions.executeHere(prepared, (event) => {
        if (event.type === 'runStart')
          quietly(job.updateProgress(jobProgressSchema.parse({ executionId: event.executionId })));
        // A non-streaming caller needs only the answer.
        if (prepared.streaming) quietly(publish({ kind: 'event', event }));
      });
      state = outcome.result.state;
      await publish({ kind: 'outcome', outcome });
      return { state: outcome.result.state, executionId: outcome.executionId };
    } catch (error) {
      if (!(error instanceof AppError) || error instanceof RunFailedError)
        this.log.error({ err: error, jobId, flowId: data.flowId }, 'Prediction failed');
      await publish({
        kind: 'failure',
        status: error instanceof AppError ? error.statusCode : 500,
        message: error instanceof AppError ? error.message : 'The run failed: see the worker log',
        executionId: error instanceof RunFailedError ? error.executionId : undefined,
      }).catch(() => undefined);
      throw error;
    } finally {
      this.jobDurations.observe((performance.now() - startedAt) / 1000, { state });
      await this.publisher.srem(runningKey, jobId).catch(() => undefined);
    }
  }

  /**
   * A job BullMQ failed itself (its worker died: the job stalled) has its execution recorded ERROR if it still reads
   * INPROGRESS, then the server waiting on it is told (its own worker never could). Jobs that failed in a live
   * worker already recorded their end and sent their failure; for them this changes nothing.
   */
  private async recordFailed(job: Job<unknown, PredictionJobResult>, error: Error): Promise<void> {
    if (!error.message.includes('stalled')) return;
    const progress = jobProgressSchema.safeParse(job.progress);
    const data = predictionJobSchema.safeParse(job.data);
    try {
      if (progress.success && data.success) {
        const { executions } = this.services.repos;
        const row = await executions.find(data.data.workspaceId, progress.data.executionId);
        if (row?.state === 'INPROGRESS') {
          const now = nowIso();
          await executions.update(row.workspaceId, row.id, {
            state: 'ERROR',
            updatedDate: now,
            stoppedDate: now,
          });
          this.log.warn(
            { jobId: job.id, executionId: row.id },
            'A prediction stopped with its worker: execution recorded ERROR',
          );
        }
      }
    } catch (failure) {
      this.log.error({ err: failure, jobId: job.id }, 'The stalled job could not be recorded');
    }
    const message: JobMessage = {
      kind: 'failure',
      status: 500,
      message: `The worker running this prediction stopped before it ended (${error.message}); its execution is recorded ERROR`,
    };
    await this.publisher
      .publish(jobEventsChannel(this.config.queueName, job.id ?? ''), JSON.stringify(message))
      .catch(() => undefined);
  }
}
