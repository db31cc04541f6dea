import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { UpsertDispatcher } from '../document-stores/upsert-job-runner.ts';
import type { EvaluationDispatcher } from '../evaluations/evaluation-runner.ts';
import {
  backgroundCancelChannel,
  EVALUATION_JOB_NAME,
  evaluationQueueName,
  UPSERT_JOB_NAME,
  upsertQueueName,
  type BackgroundCancel,
  type EvaluationQueueJob,
  type UpsertQueueJob,
} from './background-jobs.ts';
import { jobRetention } from './job-retention.ts';
import type { QueueConfig } from '../config/queue-config.ts';
import { queueUnavailable, redisOptions, withinRedisTimeout } from './redis-connection.ts';

/**
 * The server's side of queued upserts and evaluations: each becomes a BullMQ job (id = its database row's id) on
 * its kind's queue; cancels are published to every worker. Tried once: a job whose worker dies is failed by the
 * workers' stalled check and its row recorded FAILED (queue/background-worker.ts).
 */
export class BackgroundJobDispatcher implements UpsertDispatcher, EvaluationDispatcher {
  private constructor(
    private readonly config: QueueConfig,
    private readonly upserts: Queue,
    private readonly evaluations: Queue,
    private readonly commands: Redis,
  ) {}

  static create(config: QueueConfig): BackgroundJobDispatcher {
    const options = redisOptions(config.redis, config.redisTimeoutMs);
    const swallow = (): void => {
      // Connection errors surface as 503 on the requests that need Redis; reconnection is automatic.
    };
    const upserts = new Queue(upsertQueueName(config.queueName), { connection: options });
    const evaluations = new Queue(evaluationQueueName(config.queueName), { connection: options });
    const commands = new Redis(options);
    for (const emitter of [upserts, evaluations, commands]) emitter.on('error', swallow);
    return new BackgroundJobDispatcher(config, upserts, evaluations, commands);
  }

  async enqueueUpsert(job: UpsertQueueJob): Promise<void> {
    await this.add(this.upserts, UPSERT_JOB_NAME, job, job.jobId, 'the upsert');
  }

  async cancelUpsert(jobId: string): Promise<void> {
    await this.publishCancel({ kind: 'upsert', jobId });
  }

  async enqueueEvaluation(job: EvaluationQueueJob): Promise<void> {
    await this.add(this.evaluations, EVALUATION_JOB_NAME, job, job.evaluationId, 'the evaluation');
  }

  async cancelEvaluation(evaluationId: string): Promise<void> {
    await this.publishCancel({ kind: 'evaluation', evaluationId });
  }

  /** Jobs of each kind by state (the queue dashboard, metrics). */
  async counts(): Promise<{ upserts: Record<string, number>; evaluations: Record<string, number> }> {
    const states = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;
    const [upserts, evaluations] = await withinRedisTimeout(
      Promise.all([this.upserts.getJobCounts(...states), this.evaluations.getJobCounts(...states)]),
      this.config.redisTimeoutMs,
      'counting jobs',
    );
    return { upserts, evaluations };
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.upserts.close(), this.evaluations.close()]);
    this.commands.disconnect();
  }

  private async add(
    queue: Queue,
    name: string,
    data: UpsertQueueJob | EvaluationQueueJob,
    jobId: string,
    what: string,
  ): Promise<void> {
    const timeoutMs = this.config.redisTimeoutMs;
    const workers = await withinRedisTimeout(queue.getWorkersCount(), timeoutMs, 'counting workers');
    // With no worker the job would wait for ever while its row reads QUEUED: refused at once instead.
    if (workers === 0)
      throw queueUnavailable(
        `no worker is connected to queue ${queue.name} (start \`loomflow worker\` with MODE=queue)`,
      );
    await withinRedisTimeout(
      queue.add(name, data, { jobId, attempts: 1, ...jobRetention(this.config) }),
      timeoutMs,
      `enqueueing ${what}`,
    );
  }

  private async publishCancel(message: BackgroundCancel): Promise<void> {
    await withinRedisTimeout(
      this.commands.publish(backgroundCancelChannel(this.config.queueName), JSON.stringify(message)),
      this.config.redisTimeoutMs,
      'sending the cancel',
    );
  }
}
