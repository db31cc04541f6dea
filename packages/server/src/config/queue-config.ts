import type { ServerEnv, ServerEnvironmentName } from './environment-names.ts';

type Env = ServerEnv;

/** Where Redis is: `REDIS_URL`, or `REDIS_HOST` / `REDIS_PORT` / `REDIS_PASSWORD` (and `REDIS_USERNAME`). */
export interface RedisConfig {
  readonly url?: string | undefined;
  readonly host: string;
  readonly port: number;
  readonly username?: string | undefined;
  readonly password?: string | undefined;
}

/**
 * Queue mode (`MODE=queue`): servers enqueue predictions as BullMQ jobs on `QUEUE_NAME`, `loomflow worker`
 * processes run them. In-process mode (the default) never reads Redis.
 */
export interface QueueConfig {
  readonly mode: 'in-process' | 'queue';
  readonly redis: RedisConfig;
  readonly queueName: string;
  /** `WORKER_CONCURRENCY`: jobs one worker process runs at once. */
  readonly workerConcurrency: number;
  /** `REMOVE_ON_AGE`: seconds a finished job stays in Redis (−1 keeps them by age). */
  readonly removeOnAgeSeconds: number;
  /** `REMOVE_ON_COUNT`: finished jobs kept (−1 keeps them all). */
  readonly removeOnCount: number;
  /** `QUEUE_REDIS_TIMEOUT_MS`: the longest a request waits on Redis before answering 503. */
  readonly redisTimeoutMs: number;
  /** `QUEUE_LOCK_DURATION_MS`: a worker's lock on a job; a job whose lock lapses is stalled (its worker died). */
  readonly lockDurationMs: number;
  /** `QUEUE_STALLED_INTERVAL_MS`: how often workers look for stalled jobs. */
  readonly stalledIntervalMs: number;
  /** `WORKER_PORT`: the worker's health and readiness port (0: none). */
  readonly workerPort: number;
  /** `ENABLE_METRICS`: Prometheus text at `GET /api/v1/metrics` (servers) and `GET /metrics` (workers). */
  readonly metricsEnabled: boolean;
}

function integer(env: Env, name: ServerEnvironmentName, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(
      `Environment variable ${name} must be an integer of at least ${String(min)}, got "${raw}"`,
    );
  return value;
}

/** Reads queue mode's settings; unknown `MODE` values are refused with the accepted ones named. */
export function queueConfig(env: Env): QueueConfig {
  const rawMode = (env.MODE ?? '').trim().toLowerCase();
  if (rawMode !== '' && rawMode !== 'queue' && rawMode !== 'main' && rawMode !== 'in-process')
    throw new Error(`MODE must be "queue" or "main" (in-process, the default), got "${env.MODE ?? ''}"`);
  return {
    mode: rawMode === 'queue' ? 'queue' : 'in-process',
    redis: {
      url: env.REDIS_URL?.trim() || undefined,
      host: env.REDIS_HOST?.trim() || '127.0.0.1',
      port: integer(env, 'REDIS_PORT', 6379, 1),
      username: env.REDIS_USERNAME || undefined,
      password: env.REDIS_PASSWORD || undefined,
    },
    queueName: env.QUEUE_NAME?.trim() || 'loomflow-queue',
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 10, 1),
    removeOnAgeSeconds: integer(env, 'REMOVE_ON_AGE', 24 * 3600, -1),
    removeOnCount: integer(env, 'REMOVE_ON_COUNT', 1000, -1),
    redisTimeoutMs: integer(env, 'QUEUE_REDIS_TIMEOUT_MS', 4000, 100),
    lockDurationMs: integer(env, 'QUEUE_LOCK_DURATION_MS', 30_000, 500),
    stalledIntervalMs: integer(env, 'QUEUE_STALLED_INTERVAL_MS', 30_000, 250),
    workerPort: integer(env, 'WORKER_PORT', 0),
    metricsEnabled: ['1', 'true', 'yes', 'on'].includes((env.ENABLE_METRICS ?? '').trim().toLowerCase()),
  };
}
