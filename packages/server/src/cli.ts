import { errorMessage } from '@loomflow/core';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { rotateSecretKeyCommand } from './secrets/rotate-secret-key.command.ts';
import { createServer } from './server.ts';

const USAGE = `Usage: loomflow <command>

Commands:
  start     apply database migrations and serve the app and API on PORT (default 3000)
  migrate   apply database migrations and exit
  worker    run queued predictions (MODE=queue, Redis at REDIS_URL or REDIS_HOST/REDIS_PORT) with
            WORKER_CONCURRENCY jobs at once; SIGTERM lets the running ones finish
  rotate-secret-key [--new-key-file PATH]
            re-encrypt every credential under a new key, all or nothing (stop the servers first;
            the new key is PATH, LOOMFLOW_NEW_SECRETKEY, or a random one written to SECRETKEY_PATH)
`;

async function start(): Promise<void> {
  const config = loadConfig();
  const server = await createServer(config);
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  await server.app.listen({ port: config.port, host: config.host });
}

async function migrate(): Promise<void> {
  const db = await openDatabase(loadConfig().database);
  try {
    const applied = await migrateToLatest(db);
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Database is up to date\n');
  } finally {
    await db.destroy();
  }
}

const command = process.argv[2] ?? 'start';
const commands: Record<string, () => Promise<void>> = {
  start,
  migrate,
  // Loaded only here: in-process servers never import BullMQ.
  worker: () => import('./queue/worker.command.ts').then(({ workerCommand }) => workerCommand()),
  'rotate-secret-key': () => rotateSecretKeyCommand(process.argv.slice(3)),
};
const run = commands[command];
if (!run) {
  process.stderr.write(USAGE);
  process.exit(command === 'help' || command === '--help' ? 0 : 2);
} else {
  run().catch((error: unknown) => {
    process.stderr.write(`loomflow ${command} failed: ${errorMessage(error)}\n`);
    process.exit(1);
  });
}
