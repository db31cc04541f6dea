import { Redis } from 'ioredis';
import { FlowRateLimiter, type FlowRateLimit, type FlowRateLimits } from '../runtime/flow-rate-limiter.ts';
import type { QueueConfig } from '../config/queue-config.ts';
import { redisOptions } from './redis-connection.ts';

/** A limit check waits on Redis at most this long, then the request goes on (see `SharedLimits`). */
const LIMIT_TIMEOUT_MS = 500;

/** INCR the window's counter, starting its expiry on the first request; answers the count. */
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return current
`;

/** The key prefix of every shared limit of one installation (its queue name keeps installations apart). */
export function limitKeyPrefix(queueName: string): string {
  return `${queueName}:limits:`;
}

/** Where a Redis outage is reported (the server's logger, once it exists). */
export interface LimitsLogger {
  warn(details: object, message: string): void;
}

/** What `@fastify/rate-limit` takes to count in Redis (the per-address limits of login, register, SSO …). */
export interface RateLimitStoreOptions {
  readonly redis: Redis;
  readonly nameSpace: string;
  /** Redis failing: the request is not limited (fail open; the account lock is in the database). */
  readonly skipOnError: true;
}

/**
 * Queue mode's limits shared by every server through Redis (the queue's connection settings): the per-address
 * rate limits of `@fastify/rate-limit` and flows' prediction rate limits (`apiConfig.rateLimit`). The per-account
 * login lock counts failed attempts in the shared database, so it holds across servers already.
 *
 * Redis down or slow (over 500 ms): limits fail open rather than refusing sign-ins and predictions. The
 * per-address limits then let the request through (the account lock still holds); a flow's limit falls back to
 * this server's own count, so each server still enforces it on its share of the traffic.
 */
export class SharedLimits implements FlowRateLimits {
  private readonly fallback = new FlowRateLimiter();
  private warnedAt = 0;
  private log: LimitsLogger | undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    // Reconnection is automatic; the outage is reported at most once a minute.
    redis.on('error', (error: Error) => {
      this.unavailable(error);
    });
  }

  /** Reports Redis outages to this logger from now on. */
  reportTo(log: LimitsLogger): void {
    this.log = log;
  }

  static create(config: QueueConfig): SharedLimits {
    const redis = new Redis({
      ...redisOptions(config.redis, Math.min(config.redisTimeoutMs, 2000)),
      commandTimeout: LIMIT_TIMEOUT_MS,
    });
    return new SharedLimits(redis, limitKeyPrefix(config.queueName));
  }

  /** Options for `@fastify/rate-limit` so its counters live in Redis. */
  get rateLimitStore(): RateLimitStoreOptions {
    return { redis: this.redis, nameSpace: `${this.prefix}http:`, skipOnError: true };
  }

  async take(flowId: string, client: string, limit: FlowRateLimit): Promise<boolean> {
    const key = `${this.prefix}flow:${flowId}:${client}`;
    try {
      const count = await this.redis.call(
        'EVAL',
        COUNT_IN_WINDOW,
        '1',
        key,
        String(Math.ceil(limit.limitDurationMs)),
      );
      return Number(count) <= limit.limitMax;
    } catch (error) {
      this.unavailable(error);
      return this.fallback.take(flowId, client, limit);
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => {
      this.redis.disconnect();
    });
  }

  private unavailable(error: unknown): void {
    const now = Date.now();
    if (!this.log || now - this.warnedAt < 60_000) return;
    this.warnedAt = now;
    this.log.warn(
      { err: error },
      "Shared rate limits: Redis is unavailable, limits fail open until it returns (per-address limits are off, flows' limits count on this server only)",
    );
  }
}
