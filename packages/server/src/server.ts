import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { keepSqliteStatisticsCurrent } from './db/sqlite-statistics.ts';
import { buildHttpApp } from './http/app.ts';
import { createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { createServices, type Services } from './services/services.ts';

export interface LoomflowServer {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly services: Services;
  readonly config: AppConfig;
  close(): Promise<void>;
}

export interface CreateServerOptions {
  /** Replaces the SMTP mailer (tests may pass one that records). */
  readonly mailer?: Mailer;
  readonly logStream?: NodeJS.WritableStream;
  /** Called with the SQL of every statement the server runs (tests that count statements). */
  readonly onQuery?: (sql: string) => void;
}

/** The built web app beside this package, whether running from `src/` (dev) or `dist/` (built). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Opens the database, applies migrations and builds the HTTP app (not yet listening). */
export async function createServer(
  config: AppConfig,
  options: CreateServerOptions = {},
): Promise<LoomflowServer> {
  const db = await openDatabase(config.database, { onQuery: options.onQuery });
  try {
    await migrateToLatest(db);
    const mailer = options.mailer ?? (config.smtp ? createSmtpMailer(config.smtp) : undefined);
    const services = await createServices(config, db, mailer);
    // Queue mode: predictions go to workers over Redis, limits count in Redis (BullMQ is imported only then).
    const queueParts =
      config.queue?.mode === 'queue'
        ? (await import('./queue/queue-server-parts.ts')).createQueueServerParts(config.queue, {
            predictions: services.predictions,
            repos: services.repos,
          })
        : undefined;
    const queueMode = queueParts?.dispatcher;
    // Queue mode: document store upserts and evaluations run on workers too (queue/background-dispatcher.ts).
    const backgroundJobs =
      config.queue?.mode === 'queue'
        ? (await import('./queue/background-dispatcher.ts')).BackgroundJobDispatcher.create(config.queue)
        : undefined;
    if (backgroundJobs) {
      services.documentStores.upserts.dispatchTo(backgroundJobs);
      services.evaluation.runner.dispatchTo(backgroundJobs);
    }
    const resolved: AppConfig = { ...config, webDistDir: config.webDistDir ?? DEFAULT_WEB_DIST_DIR };
    const app = await buildHttpApp({
      config: resolved,
      db,
      services,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(queueParts ? { queue: queueParts.http } : {}),
    });
    queueParts?.reportTo(app.log);
    // SQLite's planner statistics: gathered now that the migrations ran, refreshed hourly and at close.
    const statistics = await keepSqliteStatisticsCurrent(db, (error) => {
      app.log.warn({ err: error }, 'Refreshing the SQLite planner statistics failed');
    });
    if (queueMode && config.queue) {
      const { queueOperationsRoutes } = await import('./http/routes/queue-operations.routes.ts');
      const metricsEnabled = config.queue.metricsEnabled;
      await app.register(
        (api, _options, done) => {
          queueOperationsRoutes(api, { dispatcher: queueMode, db, metricsEnabled });
          done();
        },
        { prefix: '/api/v1' },
      );
    }
    if (config.platform === 'cloud' && !mailer) {
      app.log.warn(
        'PLATFORM_TYPE=cloud requires email verification, but SMTP_HOST is not set: nobody can verify',
      );
    }
    return {
      app,
      db,
      services,
      config: resolved,
      async close() {
        await app.close();
        await queueParts?.close();
        await backgroundJobs?.close();
        // Evaluations in flight stop here; the next start records them failed (crash-safe either way).
        await services.evaluation.runner.stopAll();
        services.logFile?.close();
        services.outboundAccess.stop();
        await statistics.stop();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
