import { queueOverviewQuerySchema, type QueueJobRemoved, type QueueOverview } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { QueueDashboardPort } from '../../queue/queue-dashboard.port.ts';
import type { AppContext } from '../app-context.ts';
import { notFound } from '../../errors/app-error.ts';
import { callerOf } from '../authenticate.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

const QUEUE_MODE_OFF =
  'Queue mode is off: this server runs predictions itself (start servers and workers with MODE=queue to use a queue)';

/**
 * The admins' queue dashboard (queue mode): `GET /queue/overview` (counts, workers, latest jobs) and
 * `DELETE /queue/jobs/:id` (a finished job). Operations of the whole installation, like the server logs: logs:view,
 * never API keys. Prediction jobs are never retried (a run may already have had effects), so there is no retry.
 */
export function queueDashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const dashboard = (): QueueDashboardPort => {
    if (!context.queueDashboard) throw notFound(QUEUE_MODE_OFF);
    return context.queueDashboard;
  };

  app.get('/queue/overview', { config: requires('logs:view') }, (request): Promise<QueueOverview> => {
    const { limit } = parse(queueOverviewQuerySchema, request.query);
    return dashboard().overview({ limit, organizationId: callerOf(request).organizationId });
  });

  app.delete<{ Params: { id: string } }>(
    '/queue/jobs/:id',
    { config: requires('logs:view') },
    (request): Promise<QueueJobRemoved> =>
      dashboard().remove(request.params.id, callerOf(request).organizationId),
  );
}
