import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { publicRoute } from '../route-access.ts';
import { PROMETHEUS_CONTENT_TYPE } from '../../queue/metrics.ts';
import type { PredictionQueueDispatcher } from '../../queue/prediction-dispatcher.ts';

export interface QueueReadiness {
  readonly status: 'ready';
  readonly mode: 'queue';
  /** Workers connected to the queue now. */
  readonly workers: number;
}

/**
 * A queue-mode server's operations endpoints (under /api/v1): `GET /ready` for load balancers (the database and
 * Redis answer; 503 with the reason otherwise) and, with ENABLE_METRICS, `GET /metrics` in Prometheus text.
 * `GET /ping` stays the liveness check.
 */
export function queueOperationsRoutes(
  app: FastifyInstance,
  options: {
    readonly dispatcher: PredictionQueueDispatcher;
    readonly db: Db;
    readonly metricsEnabled: boolean;
  },
): void {
  const { dispatcher, db } = options;

  app.get('/ready', { config: publicRoute() }, async (): Promise<QueueReadiness> => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      throw new AppError(
        503,
        `Database unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await dispatcher.ping();
    return { status: 'ready', mode: 'queue', workers: await dispatcher.workers() };
  });

  app.get('/metrics', { config: publicRoute() }, async (_request, reply) => {
    if (!options.metricsEnabled) throw notFound('Metrics are off: set ENABLE_METRICS=true to serve them');
    const text = await dispatcher.metrics();
    return reply.type(PROMETHEUS_CONTENT_TYPE).send(text);
  });
}
