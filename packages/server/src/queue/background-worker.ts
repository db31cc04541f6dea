import { hostname } from 'node:os';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { ChatFlowRepository } from '../db/repositories/chatflow.repository.ts';
import { EvaluationRepository } from '../db/repositories/evaluation.repository.ts';
import { UPSERT_WORKER_STOPPED, type UpsertJobRunner } from '../document-stores/upsert-job-runner.ts';
import { WORKER_STOPPED_EVALUATION_MESSAGE } from '../evaluations/create-evaluation-services.ts';
import type { EvaluationRunner } from '../evaluations/evaluation-runner.ts';
import { queuedEvaluationJob } from '../evaluations/queued-evaluation.ts';
import { nowIso } from '../util/clock.ts';
import {
  backgroundCancelChannel,
  evaluationQueueJobSchema,
  evaluationQueueName,
  parseBackgroundCancel,
  upsertQueueJobSchema,
  upsertQueueName,
} from './background-jobs.ts';
import type { QueueConfig } from '../config/queue-config.ts';
import { redisOptions } from './redis-connection.ts';

export interface BackgroundWorkerServices {
  readonly db: Db;
  readonly upserts: UpsertJobRunner;
  readonly evaluations: EvaluationRunner;
}

/**
 * A worker process's side of queued upserts and evaluations: one BullMQ Worker per kind (`WORKER_CONCURRENCY`
 * each) running the job with the same runner as in-process mode, which writes progress and the end to the shared
 * database; cancels published by any server reach the job here. A job is tried once (`maxStalledCount: 0`): a
 * worker that dies mid-job leaves a stalled job that another worker's stalled check fails, and its row is then
 * recorded FAILED (upsert: pending vector records repaired; evaluation: finished rows kept) — the user starts it
 * again, as after a restart in in-process mode.
 */
export class BackgroundWorkers {
  private constructor(
    private readonly workers: readonly Worker[],
    private readonly cancelSubscriber: Redis,
  ) {}

  static async start(
    config: QueueConfig,
    services: BackgroundWorkerServices,
    log: Logger,
  ): Promise<BackgroundWorkers> {
    const options = redisOptions(config.redis, config.redisTimeoutMs);
    const resilient = { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null };
    const evaluationRows = new EvaluationRepository(services.db);
    const chatflows = new ChatFlowRepository(services.db);
    const settings = {
      connection: resilient,
      name: `${hostname()}:${String(process.pid)}`,
      concurrency: config.workerConcurrency,
      lockDuration: config.lockDurationMs,
      stalledInterval: config.stalledIntervalMs,
      maxStalledCount: 0,
      autorun: false,
    };
    const upsertWorker = new Worker(
      upsertQueueName(config.queueName),
      async (job: Job) => {
        const data = upsertQueueJobSchema.safeParse(job.data);
        if (!data.success) throw new UnrecoverableError('Not an upsert job');
        await services.upserts.runQueued(data.data.workspaceId, data.data.storeId, data.data.jobId);
      },
      settings,
    );
    const evaluationWorker = new Worker(
      evaluationQueueName(config.queueName),
      async (job: Job) => {
        const data = evaluationQueueJobSchema.safeParse(job.data);
        if (!data.success) throw new UnrecoverableError('Not an evaluation job');
        const evaluation = await queuedEvaluationJob(
          evaluationRows,
          chatflows,
          data.data.workspaceId,
          data.data.evaluationId,
        );
        if (evaluation) await services.evaluations.runHere(evaluation);
      },
      settings,
    );
    upsertWorker.on('failed', (job, error) => {
      const data = upsertQueueJobSchema.safeParse(job?.data);
      if (!data.success) return;
      const { workspaceId, storeId, jobId } = data.data;
      services.upserts
        .recordStopped(workspaceId, storeId, jobId, UPSERT_WORKER_STOPPED)
        .then((recorded) => {
          if (recorded) log.warn({ jobId, storeId, reason: error.message }, 'Upsert stopped with its worker');
        })
        .catch((failure: unknown) => {
          log.error({ err: failure, jobId }, 'The stopped upsert could not be recorded');
        });
    });
    evaluationWorker.on('failed', (job, error) => {
      const data = evaluationQueueJobSchema.safeParse(job?.data);
      if (!data.success) return;
      const { workspaceId, evaluationId } = data.data;
      // Still running here means only the lock was lost: the run records its own end.
      if (services.evaluations.isRunningHere(evaluationId)) return;
      evaluationRows
        .setStatus(
          workspaceId,
          evaluationId,
          { status: 'failed', error: WORKER_STOPPED_EVALUATION_MESSAGE, finishedDate: nowIso() },
          true,
        )
        .then((recorded) => {
          if (recorded)
            log.warn({ evaluationId, reason: error.message }, 'Evaluation stopped with its worker');
        })
        .catch((failure: unknown) => {
          log.error({ err: failure, evaluationId }, 'The stopped evaluation could not be recorded');
        });
    });
    const cancelSubscriber = new Redis(resilient);
    cancelSubscriber.on('error', (error: Error) => {
      log.warn({ err: error }, 'Redis connection error (reconnecting)');
    });
    cancelSubscriber.on('message', (_channel: string, text: string) => {
      const message = parseBackgroundCancel(text);
      if (!message) return;
      const stopped =
        message.kind === 'upsert'
          ? services.upserts.cancelHere(message.jobId)
          : services.evaluations.cancelHere(message.evaluationId);
      if (stopped) log.info(message, 'Background job cancelled');
    });
    await cancelSubscriber.subscribe(backgroundCancelChannel(config.queueName));
    const workers = [upsertWorker, evaluationWorker];
    for (const worker of workers) {
      worker.on('error', (error) => {
        log.warn({ err: error }, 'Queue worker error');
      });
      void worker.run().catch((error: unknown) => {
        log.error({ err: error }, 'Queue worker stopped');
      });
    }
    await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    return new BackgroundWorkers(workers, cancelSubscriber);
  }

  /** Stops taking jobs and lets the running ones end (graceful shutdown). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await this.cancelSubscriber.quit().catch(() => undefined);
  }
}
