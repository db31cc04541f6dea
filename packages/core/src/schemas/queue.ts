import { z } from 'zod';

/** The states a BullMQ job is in, as the queue dashboard shows them. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export const queueJobStateSchema = z.enum(QUEUE_JOB_STATES);
export type QueueJobState = z.infer<typeof queueJobStateSchema>;

/** One job of a queue (`GET /queue/overview`), newest first. */
export const queueJobSchema = z.object({
  id: z.string(),
  /** The job's kind (`prediction`). */
  kind: z.string(),
  state: queueJobStateSchema,
  /**
   * Whether the job is one of the caller's organization's workspaces: only those show their flow's name and their
   * failure reason, and only those can be removed (other organizations' jobs count and list without details).
   */
  ownOrganization: z.boolean(),
  /** The flow it runs (predictions), and its name when the flow still exists. */
  flowId: z.string().nullable(),
  flowName: z.string().nullable(),
  attemptsMade: z.number().int().nonnegative(),
  /** ISO times: added, started by a worker, finished (completed or failed). */
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Milliseconds from start to finish (to now while active); null before a worker took it. */
  durationMs: z.number().nonnegative().nullable(),
  /** How a completed job's run ended, as its worker reported it (a prediction's FINISHED, ERROR, STOPPED …). */
  outcome: z.string().nullable(),
  /** Why it failed (failed jobs only). */
  failedReason: z.string().nullable(),
  /** The worker that ran it (`host:pid`). */
  processedBy: z.string().nullable(),
});
export type QueueJob = z.infer<typeof queueJobSchema>;

export const queueJobCountsSchema = z.object({
  waiting: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  delayed: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type QueueJobCounts = z.infer<typeof queueJobCountsSchema>;

export const queueSummarySchema = z.object({
  name: z.string(),
  counts: queueJobCountsSchema,
  /** Worker processes connected to this queue now. */
  workers: z.number().int().nonnegative(),
  /** The latest jobs of every state (at most `limit` per state), newest first. */
  jobs: z.array(queueJobSchema),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/** `GET /queue/overview` (queue mode; logs:view). */
export const queueOverviewSchema = z.object({
  queues: z.array(queueSummarySchema),
  /** Finished jobs are kept this long / this many (REMOVE_ON_AGE seconds, REMOVE_ON_COUNT; −1: no limit). */
  retention: z.object({ ageSeconds: z.number().int(), count: z.number().int() }),
  generatedAt: z.string(),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

export const queueOverviewQuerySchema = z.object({
  /** Latest jobs read per state (1–100, default 20). */
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type QueueOverviewQuery = z.infer<typeof queueOverviewQuerySchema>;

/** `DELETE /queue/jobs/:id`: the finished job was removed from Redis. */
export const queueJobRemovedSchema = z.object({ id: z.string(), removed: z.literal(true) });
export type QueueJobRemoved = z.infer<typeof queueJobRemovedSchema>;
