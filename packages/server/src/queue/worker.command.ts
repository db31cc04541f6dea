import { createServer as createHttpServer, type Server } from 'node:http';
import { sql } from 'kysely';
import { pino, type Logger } from 'pino';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { createServices } from '../services/services.ts';
import { PROMETHEUS_CONTENT_TYPE } from './metrics.ts';
import { BackgroundWorkers } from './background-worker.ts';
import { PredictionWorker } from './prediction-worker.ts';

/**
 * `GET /healthz` (the process is up), `GET /readyz` (Redis and the database answer) and, with ENABLE_METRICS,
 * `GET /metrics` (job durations) on `WORKER_PORT`.
 */
function healthServer(worker: PredictionWorker, db: Db, log: Logger, metricsEnabled: boolean): Server {
  return createHttpServer((request, response) => {
    const reply = (status: number, body: Record<string, unknown>): void => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/healthz') {
      reply(200, { status: 'ok', role: 'worker' });
      return;
    }
    if (request.url === '/metrics' && metricsEnabled) {
      response.writeHead(200, { 'Content-Type': PROMETHEUS_CONTENT_TYPE });
      response.end(`${worker.jobDurations.render()}\n`);
      return;
    }
    if (request.url !== '/readyz') {
      reply(404, {
        message: 'Not found: the worker answers /healthz, /readyz and (ENABLE_METRICS) /metrics',
      });
      return;
    }
    Promise.all([worker.ping(), sql`select 1`.execute(db)]).then(
      () => {
        reply(worker.running ? 200 : 503, { status: worker.running ? 'ready' : 'stopping', role: 'worker' });
      },
      (error: unknown) => {
        log.warn({ err: error }, 'Readiness check failed');
        reply(503, {
          status: 'unavailable',
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
  });
}

/**
 * `loomflow worker`: runs queued predictions (MODE=queue) until SIGTERM / SIGINT, then stops taking jobs, lets
 * the running ones end, and exits.
 */
export async function workerCommand(): Promise<void> {
  const config = loadConfig();
  const queue = config.queue;
  if (queue?.mode !== 'queue')
    throw new Error(
      'loomflow worker runs queued jobs: set MODE=queue and REDIS_URL (or REDIS_HOST / REDIS_PORT)',
    );
  const log = pino({ level: config.logLevel, base: { role: 'worker' } });
  const db = await openDatabase(config.database);
  await migrateToLatest(db);
  const services = await createServices(config, db, undefined);
  const worker = await PredictionWorker.start(queue, services, log);
  // Upserts and evaluations (their own queues): background-worker.ts.
  const background = await BackgroundWorkers.start(
    queue,
    { db, upserts: services.documentStores.upserts, evaluations: services.evaluation.runner },
    log,
  );
  const health = queue.workerPort > 0 ? healthServer(worker, db, log, queue.metricsEnabled) : undefined;
  health?.listen(queue.workerPort, config.host);
  log.info(
    {
      queue: queue.queueName,
      concurrency: queue.workerConcurrency,
      healthPort: queue.workerPort || undefined,
    },
    'Worker ready',
  );
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing the running jobs`);
    Promise.all([worker.close(), background.close()])
      .then(async () => {
        health?.close();
        await services.evaluation.runner.stopAll();
        services.logFile?.close();
        services.outboundAccess.stop();
        await db.destroy();
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });
}
