import {
  QUEUE_JOB_STATES,
  type QueueJob,
  type QueueJobCounts,
  type QueueJobRemoved,
  type QueueJobState,
  type QueueOverview,
} from '@loomflow/core';
import { Queue, type Job } from 'bullmq';
import type { RunFlowRepository } from '../db/repositories/run-flow.repository.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { QueueConfig } from './queue-config.ts';
import type { QueueDashboardPort } from './queue-dashboard.port.ts';
import { redisOptions, withinRedisTimeout } from './redis-connection.ts';

function isoOrNull(epochMs: number | undefined): string | null {
  return epochMs === undefined || epochMs === 0 ? null : new Date(epochMs).toISOString();
}

function stringField(data: unknown, name: string): string | null {
  if (typeof data !== 'object' || data === null || !(name in data)) return null;
  const value: unknown = Reflect.get(data, name);
  return typeof value === 'string' && value !== '' ? value : null;
}

function durationOf(job: Job, state: QueueJobState, now: number): number | null {
  if (!job.processedOn) return null;
  if (state === 'active') return Math.max(0, now - job.processedOn);
  return job.finishedOn ? Math.max(0, job.finishedOn - job.processedOn) : null;
}

/** The queue dashboard over BullMQ's own getters (counts, workers, jobs by state, remove). */
export class QueueDashboard implements QueueDashboardPort {
  constructor(
    private readonly config: QueueConfig,
    private readonly queue: Queue,
    private readonly flows: Pick<RunFlowRepository, 'findById'>,
  ) {}

  async overview(options: { readonly limit: number; readonly workspaceId: string | null }): Promise<QueueOverview> {
    const timeoutMs = this.config.redisTimeoutMs;
    const [rawCounts, workers, byState] = await withinRedisTimeout(
      Promise.all([
        this.queue.getJobCounts(...QUEUE_JOB_STATES),
        this.queue.getWorkersCount(),
        Promise.all(
          QUEUE_JOB_STATES.map(async (state) => ({
            state,
            jobs: await this.queue.getJobs([state], 0, options.limit - 1, false),
          })),
        ),
      ]),
      timeoutMs,
      'reading the queue',
    );
    const counts: QueueJobCounts = {
      waiting: rawCounts.waiting ?? 0,
      active: rawCounts.active ?? 0,
      delayed: rawCounts.delayed ?? 0,
      completed: rawCounts.completed ?? 0,
      failed: rawCounts.failed ?? 0,
    };
    const now = Date.now();
    const names = await this.flowNames(byState.flatMap(({ jobs }) => jobs), options.workspaceId);
    const jobs: QueueJob[] = byState
      .flatMap(({ state, jobs: list }) =>
        // A job removed between the list and its read comes back empty: left out.
        list.filter((job): job is Job => Boolean(job?.id)).map((job) => this.jobView(job, state, now, names)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      queues: [{ name: this.config.queueName, counts, workers, jobs }],
      retention: { ageSeconds: this.config.removeOnAgeSeconds, count: this.config.removeOnCount },
      generatedAt: new Date(now).toISOString(),
    };
  }

  async remove(jobId: string): Promise<QueueJobRemoved> {
    const timeoutMs = this.config.redisTimeoutMs;
    const state = await withinRedisTimeout(this.queue.getJobState(jobId), timeoutMs, 'reading the job');
    if (state === 'unknown') throw notFound(`Job ${jobId} not found in queue ${this.config.queueName}`);
    if (state !== 'completed' && state !== 'failed')
      throw new AppError(409, `Job ${jobId} is ${state}: only finished (completed or failed) jobs can be removed`);
    const removed = await withinRedisTimeout(this.queue.remove(jobId), timeoutMs, 'removing the job');
    if (removed !== 1) throw notFound(`Job ${jobId} not found in queue ${this.config.queueName}`);
    return { id: jobId, removed: true };
  }

  /** Names of the jobs' flows that belong to the caller's workspace (other workspaces' flows show their id only). */
  private async flowNames(jobs: readonly (Job | undefined)[], workspaceId: string | null): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (!workspaceId) return names;
    const ids = new Set<string>();
    for (const job of jobs) {
      const flowId = stringField(job?.data, 'flowId');
      if (flowId && stringField(job?.data, 'workspaceId') === workspaceId) ids.add(flowId);
    }
    await Promise.all(
      [...ids].map(async (id) => {
        const flow = await this.flows.findById(id);
        if (flow && flow.workspaceId === workspaceId) names.set(id, flow.name);
      }),
    );
    return names;
  }

  private jobView(job: Job, state: QueueJobState, now: number, names: ReadonlyMap<string, string>): QueueJob {
    const flowId = stringField(job.data, 'flowId');
    return {
      id: job.id ?? '',
      kind: job.name,
      state,
      flowId,
      flowName: flowId ? (names.get(flowId) ?? null) : null,
      attemptsMade: job.attemptsMade,
      createdAt: new Date(job.timestamp).toISOString(),
      startedAt: isoOrNull(job.processedOn),
      finishedAt: isoOrNull(job.finishedOn),
      durationMs: durationOf(job, state, now),
      failedReason: state === 'failed' ? job.failedReason || null : null,
      processedBy: job.processedBy ?? null,
    };
  }
}

/** The dashboard with its own BullMQ connection (commands fail at once while Redis is down: 503, never a hang). */
export function createQueueDashboard(
  config: QueueConfig,
  flows: Pick<RunFlowRepository, 'findById'>,
): { readonly dashboard: QueueDashboard; close(): Promise<void> } {
  const queue = new Queue(config.queueName, {
    connection: redisOptions(config.redis, config.redisTimeoutMs),
  });
  queue.on('error', () => {
    // Reconnection is automatic; requests meanwhile answer 503 `Queue unavailable: …`.
  });
  return { dashboard: new QueueDashboard(config, queue, flows), close: () => queue.close() };
}
