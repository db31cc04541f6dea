import type { EngineEvent } from '@loomflow/engine';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.ts';
import { RunFailedError, type FlowRunOutcome } from '../services/flow-run/flow-run.types.ts';
import type { PredictionDispatcher, PreparedPrediction } from '../services/prediction.service.ts';
import { newId } from '../util/clock.ts';
import {
  abortChannel,
  jobEventsChannel,
  parseJobMessage,
  PREDICTION_JOB_NAME,
  runningChatKey,
  type JobMessage,
} from './prediction-job.ts';
import type { QueueConfig } from '../config/queue-config.ts';
import { jobRetention } from './job-retention.ts';
import { Histogram, renderGauge } from './metrics.ts';
import { queueUnavailable, redisOptions, withinRedisTimeout } from './redis-connection.ts';
import { jobOfPrepared } from './queued-prediction.ts';

/** How long a count of connected workers is trusted before a prediction asks Redis again. */
const WORKER_COUNT_TTL_MS = 2000;

interface PendingJob {
  readonly channel: string;
  readonly onEvent: ((event: EngineEvent) => void) | undefined;
  readonly resolve: (outcome: FlowRunOutcome) => void;
  readonly reject: (error: Error) => void;
  settled: boolean;
}

/**
 * The server's side of queue mode: a prediction becomes a BullMQ job; its events come back on the job's Redis
 * channel, in order, to this process (the one holding the client's connection); its answer is the job's last
 * message. Aborts are published to every worker.
 */
export class PredictionQueueDispatcher implements PredictionDispatcher {
  private readonly pending = new Map<string, PendingJob>();
  private workerCount: { value: number; at: number } | undefined;
  private readonly latency = new Histogram(
    'loomflow_prediction_duration_seconds',
    'Predictions from enqueue to answer, by whether they streamed and how they ended',
  );

  private constructor(
    private readonly config: QueueConfig,
    private readonly queue: Queue,
    /** Receives the jobs' channels (a subscribed connection does nothing else). */
    private readonly subscriber: Redis,
    /** Publishes aborts and reads which chats run. */
    private readonly commands: Redis,
  ) {
    subscriber.on('message', (channel: string, text: string) => {
      this.receive(channel, text);
    });
    // Messages sent while the connection was down are lost: the predictions waiting on them answer 503.
    subscriber.on('close', () => {
      this.failAll(queueUnavailable('the connection to Redis was lost while the prediction ran'));
    });
  }

  static create(config: QueueConfig): PredictionQueueDispatcher {
    const options = redisOptions(config.redis, config.redisTimeoutMs);
    const swallow = (): void => {
      // Connection errors surface as 503 on the requests that need Redis; reconnection is automatic.
    };
    const queue = new Queue(config.queueName, { connection: options });
    queue.on('error', swallow);
    const subscriber = new Redis(options);
    subscriber.on('error', swallow);
    const commands = new Redis(options);
    commands.on('error', swallow);
    return new PredictionQueueDispatcher(config, queue, subscriber, commands);
  }

  async dispatch(
    prepared: PreparedPrediction,
    onEvent?: (event: EngineEvent) => void,
  ): Promise<FlowRunOutcome> {
    const jobId = newId();
    const channel = jobEventsChannel(this.config.queueName, jobId);
    const timeoutMs = this.config.redisTimeoutMs;
    const answer = new Promise<FlowRunOutcome>((resolve, reject) => {
      this.pending.set(jobId, { channel, onEvent, resolve, reject, settled: false });
    });
    // Whatever happens first (a 503 below, or the answer), nobody is left holding an unhandled rejection.
    answer.catch(() => undefined);
    const startedAt = performance.now();
    let outcome = 'error';
    try {
      await this.requireWorkers();
      // Subscribed before the job exists, so not one event can be missed.
      await withinRedisTimeout(this.subscriber.subscribe(channel), timeoutMs, 'listening for the run');
      await withinRedisTimeout(
        this.queue.add(PREDICTION_JOB_NAME, jobOfPrepared(prepared), {
          jobId,
          attempts: 1,
          ...jobRetention(this.config),
        }),
        timeoutMs,
        'enqueueing the prediction',
      );
      const result = await answer;
      outcome = result.result.state.toLowerCase();
      return result;
    } finally {
      this.latency.observe((performance.now() - startedAt) / 1000, {
        streaming: String(prepared.streaming),
        outcome,
      });
      this.pending.delete(jobId);
      this.subscriber.unsubscribe(channel).catch(() => undefined);
    }
  }

  async abort(flowId: string, chatId: string): Promise<number> {
    const timeoutMs = this.config.redisTimeoutMs;
    const running = await withinRedisTimeout(
      this.commands.scard(runningChatKey(this.config.queueName, flowId, chatId)),
      timeoutMs,
      'finding the run',
    );
    await withinRedisTimeout(
      this.commands.publish(abortChannel(this.config.queueName), JSON.stringify({ flowId, chatId })),
      timeoutMs,
      'sending the abort',
    );
    return running;
  }

  /** Readiness: Redis answers within the timeout. */
  async ping(): Promise<void> {
    await withinRedisTimeout(this.commands.ping(), this.config.redisTimeoutMs, 'ping');
  }

  /** Jobs waiting, running, finished and failed (the queue dashboard, metrics). */
  counts(): Promise<Record<string, number>> {
    return withinRedisTimeout(
      this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed'),
      this.config.redisTimeoutMs,
      'counting jobs',
    );
  }

  /** Workers connected to the queue (readiness reports them; 0 means queued predictions would wait). */
  async workers(): Promise<number> {
    const value = await withinRedisTimeout(
      this.queue.getWorkersCount(),
      this.config.redisTimeoutMs,
      'counting workers',
    );
    this.workerCount = { value, at: Date.now() };
    return value;
  }

  /** With no worker connected a prediction would wait for ever: it answers 503 at once instead. */
  private async requireWorkers(): Promise<void> {
    const known = this.workerCount;
    const count = known && Date.now() - known.at < WORKER_COUNT_TTL_MS ? known.value : await this.workers();
    if (count === 0)
      throw queueUnavailable(
        `no worker is connected to queue ${this.config.queueName} (start \`loomflow worker\` with MODE=queue)`,
      );
  }

  /** Prometheus text: queue depth by state, streams open on this server, prediction latency. */
  async metrics(): Promise<string> {
    const counts = await this.counts();
    const streams = [...this.pending.values()].filter((job) => job.onEvent && !job.settled).length;
    return [
      renderGauge(
        'loomflow_queue_jobs',
        'Jobs of the prediction queue by state',
        Object.entries(counts).map(([state, value]) => ({ labels: { state }, value })),
      ),
      renderGauge('loomflow_active_streams', 'Streamed predictions this server is relaying', [
        { value: streams },
      ]),
      this.latency.render(),
      '',
    ].join('\n');
  }

  async close(): Promise<void> {
    this.failAll(new AppError(503, 'The server is shutting down'));
    await this.queue.close().catch(() => undefined);
    this.subscriber.disconnect();
    this.commands.disconnect();
  }

  private receive(channel: string, text: string): void {
    const jobId = channel.slice(jobEventsChannel(this.config.queueName, '').length);
    const message = parseJobMessage(text);
    if (message) this.settle(jobId, message);
  }

  private settle(jobId: string, message: JobMessage): void {
    const job = this.pending.get(jobId);
    if (!job || job.settled) return;
    switch (message.kind) {
      case 'event':
        job.onEvent?.(message.event);
        return;
      case 'outcome':
        job.settled = true;
        job.resolve(message.outcome);
        return;
      case 'failure':
        job.settled = true;
        job.reject(
          message.executionId !== undefined && message.status === 500
            ? new RunFailedError(message.message, message.executionId)
            : new AppError(message.status, message.message),
        );
        return;
    }
  }

  private failAll(error: Error): void {
    for (const job of this.pending.values()) {
      if (job.settled) continue;
      job.settled = true;
      job.reject(error);
    }
  }
}
