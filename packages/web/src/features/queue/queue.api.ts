import { queueJobRemovedSchema, queueOverviewSchema } from '@loomflow/core';
import type { QueueJobRemoved, QueueOverview } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';

export const queueApi = {
  /** `GET /queue/overview`: each queue's counts, connected workers and latest jobs (queue mode, logs:view). */
  overview: (): Promise<QueueOverview> => apiRequest('/queue/overview', { schema: queueOverviewSchema }),

  /** `DELETE /queue/jobs/:id`: removes a finished job of the caller's organization. */
  remove: (jobId: string): Promise<QueueJobRemoved> =>
    apiRequest(`/queue/jobs/${encodeURIComponent(jobId)}`, {
      method: 'DELETE',
      schema: queueJobRemovedSchema,
    }),
};
