import type { QueueJobRemoved, QueueOverview } from '@loomflow/core';

/**
 * The queue dashboard's view of queue mode (`GET /queue/overview`, `DELETE /queue/jobs/:id`). Kept free of BullMQ
 * so the HTTP app can name it in in-process mode, where there is none (the routes then answer 404).
 */
export interface QueueDashboardPort {
  /** Counts, connected workers and the latest jobs per state; details for the caller's organization's jobs. */
  overview(options: {
    readonly limit: number;
    readonly organizationId: string | null;
  }): Promise<QueueOverview>;
  /** Removes a finished job of the caller's organization; 404 unknown or another's, 409 waiting or running. */
  remove(jobId: string, organizationId: string | null): Promise<QueueJobRemoved>;
}
