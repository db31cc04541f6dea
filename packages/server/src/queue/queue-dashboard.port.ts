import type { QueueJobRemoved, QueueOverview } from '@loomflow/core';

/**
 * The queue dashboard's view of queue mode (`GET /queue/overview`, `DELETE /queue/jobs/:id`). Kept free of BullMQ
 * so the HTTP app can name it in in-process mode, where there is none (the routes then answer 404).
 */
export interface QueueDashboardPort {
  /** Counts, connected workers and the latest jobs per state; flow names for the caller's own workspace. */
  overview(options: { readonly limit: number; readonly workspaceId: string | null }): Promise<QueueOverview>;
  /** Removes a finished (completed or failed) job; 404 unknown, 409 waiting or running. */
  remove(jobId: string): Promise<QueueJobRemoved>;
}
