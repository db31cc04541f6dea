import {
  QUEUE_JOB_STATES,
  type QueueJob,
  type QueueJobCounts,
  type QueueJobRemoved,
  type QueueJobState,
  type QueueOverview,
  type QueueSummary,
} from '@loomflow/core';
import { Queue, type Job } from 'bullmq';
import { AppError, notFound } from '../errors/app-error.ts';
import { evaluationQueueName, upsertQueueName } from './background-jobs.ts';
import type { QueueConfig } from '../config/queue-config.ts';
import type { QueueDashboardPort } from './queue-dashboard.port.ts';
import { redisOptions, withinRedisTimeout } from './redis-connection.ts';

/** What the dashboard reads from the database: an organization's workspaces and flows' names. */
export interface QueueDashboardLookups {
  workspaceIdsOf(organizationId: string): Promise<ReadonlySet<string>>;
  flowName(flowId: string, workspaceId: string): Promise<string | undefined>;
}

interface QueueRead {
  readonly name: string;
  readonly counts: QueueJobCounts;
  readonly workers: number;
  readonly jobs: readonly { readonly state: QueueJobState; readonly job: Job }[];
}

/** A job removed between the list and its read comes back empty (no id): left out. */
function present(list: readonly (Job | undefined)[]): Job[] {
  return list.filter((job): job is Job => job?.id !== undefined);
}

function isoOrNull(epochMs: number | undefined): string | null {
  return epochMs === undefined || epochMs === 0 ? null : new Date(epochMs).toISOString();
}

/** A string field of a job's data (every kind carries `workspaceId`; predictions `flowId`). */
function dataField(job: Job, name: string): string | null {
  const data: unknown = job.data;
  if (typeof data !== 'object' || data === null || !(name in data)) return null;
  const value: unknown = Reflect.get(data, name);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The `state` a worker returned for a completed job (predictions return `{state, executionId}`). */
function outcomeOf(job: Job, state: QueueJobState): string | null {
  const value: unknown = job.returnvalue;
  if (state !== 'completed' || typeof value !== 'object' || value === null || !('state' in value))
    return null;
  const outcome: unknown = Reflect.get(value, 'state');
  return typeof outcome === 'string' ? outcome : null;
}

function durationOf(job: Job, state: QueueJobState, now: number): number | null {
  if (!job.processedOn) return null;
  if (state === 'active') return Math.max(0, now - job.processedOn);
  return job.finishedOn ? Math.max(0, job.finishedOn - job.processedOn) : null;
}

/**
 * The queue dashboard over BullMQ's own getters (counts, workers, jobs by state, remove), one summary per queue:
 * predictions, upserts, evaluations. Counts are the installation's; a job's details (flow name, failure reason)
 * show, and its removal is allowed, only for the caller's organization's workspaces.
 */
export class QueueDashboard implements QueueDashboardPort {
  constructor(
    private readonly config: QueueConfig,
    private readonly queues: readonly Queue[],
    private readonly lookups: QueueDashboardLookups,
  ) {}

  async overview(options: {
    readonly limit: number;
    readonly organizationId: string | null;
  }): Promise<QueueOverview> {
    const read = await withinRedisTimeout(
      Promise.all(this.queues.map((queue) => this.read(queue, options.limit))),
      this.config.redisTimeoutMs,
      'reading the queues',
    );
    const own = await this.workspacesOf(options.organizationId);
    const names = await this.flowNames(read, own);
    const now = Date.now();
    const queues: QueueSummary[] = read.map(({ name, counts, workers, jobs }) => ({
      name,
      counts,
      workers,
      jobs: jobs
        .map(({ state, job }) => this.jobView(job, state, now, own, names))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    }));
    return {
      queues,
      retention: { ageSeconds: this.config.removeOnAgeSeconds, count: this.config.removeOnCount },
      generatedAt: new Date(now).toISOString(),
    };
  }

  async remove(jobId: string, organizationId: string | null): Promise<QueueJobRemoved> {
    const timeoutMs = this.config.redisTimeoutMs;
    const found = await withinRedisTimeout(
      Promise.all(this.queues.map(async (queue) => ({ queue, job: await queue.getJob(jobId) }))),
      timeoutMs,
      'reading the job',
    );
    const hit = found.find(({ job }) => job?.id !== undefined);
    const own = await this.workspacesOf(organizationId);
    const workspaceId = hit?.job ? dataField(hit.job, 'workspaceId') : null;
    // Another organization's job is as unknown as a missing one.
    if (!hit || !workspaceId || !own.has(workspaceId)) throw notFound(`Job ${jobId} not found in the queues`);
    const { queue } = hit;
    const state = await withinRedisTimeout(queue.getJobState(jobId), timeoutMs, 'reading the job');
    if (state !== 'completed' && state !== 'failed')
      throw new AppError(
        409,
        `Job ${jobId} is ${state}: only finished (completed or failed) jobs can be removed`,
      );
    const removed = await withinRedisTimeout(queue.remove(jobId), timeoutMs, 'removing the job');
    if (removed !== 1) throw notFound(`Job ${jobId} not found in the queues`);
    return { id: jobId, removed: true };
  }

  private async read(queue: Queue, limit: number): Promise<QueueRead> {
    const [raw, workers, byState] = await Promise.all([
      queue.getJobCounts(...QUEUE_JOB_STATES),
      queue.getWorkersCount(),
      Promise.all(
        QUEUE_JOB_STATES.map(async (state) => ({
          state,
          list: await queue.getJobs([state], 0, limit - 1, false),
        })),
      ),
    ]);
    return {
      name: queue.name,
      counts: {
        waiting: raw.waiting ?? 0,
        active: raw.active ?? 0,
        delayed: raw.delayed ?? 0,
        completed: raw.completed ?? 0,
        failed: raw.failed ?? 0,
      },
      workers,
      jobs: byState.flatMap(({ state, list }) => present(list).map((job) => ({ state, job }))),
    };
  }

  private async workspacesOf(organizationId: string | null): Promise<ReadonlySet<string>> {
    return organizationId ? this.lookups.workspaceIdsOf(organizationId) : new Set();
  }

  /** Names of the flows the caller's organization's jobs run (other organizations' flows show their id only). */
  private async flowNames(
    read: readonly QueueRead[],
    own: ReadonlySet<string>,
  ): Promise<ReadonlyMap<string, string>> {
    const wanted = new Map<string, string>();
    for (const { job } of read.flatMap(({ jobs }) => jobs)) {
      const flowId = dataField(job, 'flowId');
      const workspaceId = dataField(job, 'workspaceId');
      if (flowId && workspaceId && own.has(workspaceId)) wanted.set(flowId, workspaceId);
    }
    const names = new Map<string, string>();
    await Promise.all(
      [...wanted].map(async ([flowId, workspaceId]) => {
        const name = await this.lookups.flowName(flowId, workspaceId);
        if (name !== undefined) names.set(flowId, name);
      }),
    );
    return names;
  }

  private jobView(
    job: Job,
    state: QueueJobState,
    now: number,
    own: ReadonlySet<string>,
    names: ReadonlyMap<string, string>,
  ): QueueJob {
    const workspaceId = dataField(job, 'workspaceId');
    const ownOrganization = workspaceId !== null && own.has(workspaceId);
    const flowId = dataField(job, 'flowId');
    return {
      id: job.id ?? '',
      kind: job.name,
      state,
      ownOrganization,
      flowId,
      flowName: flowId ? (names.get(flowId) ?? null) : null,
      attemptsMade: job.attemptsMade,
      createdAt: new Date(job.timestamp).toISOString(),
      startedAt: isoOrNull(job.processedOn),
      finishedAt: isoOrNull(job.finishedOn),
      durationMs: durationOf(job, state, now),
      outcome: outcomeOf(job, state),
      failedReason: ownOrganization && state === 'failed' ? job.failedReason || null : null,
      processedBy: job.processedBy ?? null,
    };
  }
}

/**
 * The dashboard with its own BullMQ connections to the predictions' queue and the upserts' and evaluations'
 * (commands fail at once while Redis is down: 503, never a hang).
 */
export function createQueueDashboard(
  config: QueueConfig,
  lookups: QueueDashboardLookups,
): { readonly dashboard: QueueDashboard; close(): Promise<void> } {
  const connection = redisOptions(config.redis, config.redisTimeoutMs);
  const names = [config.queueName, upsertQueueName(config.queueName), evaluationQueueName(config.queueName)];
  const queues = names.map((name) => {
    const queue = new Queue(name, { connection });
    queue.on('error', () => {
      // Reconnection is automatic; requests meanwhile answer 503 `Queue unavailable: …`.
    });
    return queue;
  });
  return {
    dashboard: new QueueDashboard(config, queues, lookups),
    close: async () => {
      await Promise.allSettled(queues.map((queue) => queue.close()));
    },
  };
}
