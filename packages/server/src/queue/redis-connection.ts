import { AppError } from '../errors/app-error.ts';
import type { RedisConfig } from '../config/queue-config.ts';

/** Reconnects every 0.2 s at first, then at most every 2 s, for ever: Redis coming back is picked up by itself. */
function reconnectDelay(times: number): number {
  return Math.min(times * 200, 2000);
}

/**
 * ioredis options for a connection to queue mode's Redis. Commands never wait for a connection that is down
 * (`enableOfflineQueue: false`): they fail at once, and the request answers 503 instead of hanging.
 */
export function redisOptions(config: RedisConfig, timeoutMs: number) {
  const fromUrl = config.url ? new URL(config.url) : undefined;
  const database = fromUrl?.pathname.replace('/', '');
  return {
    host: fromUrl?.hostname || config.host,
    port: fromUrl?.port ? Number(fromUrl.port) : config.port,
    ...(fromUrl?.username || config.username
      ? { username: decodeURIComponent(fromUrl?.username ?? '') || config.username }
      : {}),
    ...(fromUrl?.password || config.password
      ? { password: decodeURIComponent(fromUrl?.password ?? '') || config.password }
      : {}),
    ...(database ? { db: Number(database) } : {}),
    ...(fromUrl?.protocol === 'rediss:' ? { tls: {} } : {}),
    enableOfflineQueue: false,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
  };
}

/** The answer of a request that needs the queue while Redis cannot be reached. */
export function queueUnavailable(reason: string): AppError {
  return new AppError(503, `Queue unavailable: ${reason}`);
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message === '' ? 'Redis did not answer' : message;
}

/** Runs a Redis step within `timeoutMs`; a failure or a timeout becomes 503 `Queue unavailable: …`. */
export async function withinRedisTimeout<T>(step: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(queueUnavailable(`Redis did not answer within ${String(timeoutMs)} ms (${what})`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([step, timeout]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw queueUnavailable(`${reasonOf(error)} (${what})`);
  } finally {
    clearTimeout(timer);
  }
}
