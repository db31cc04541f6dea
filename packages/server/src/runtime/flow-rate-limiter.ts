import { parseApiConfig } from '@loomflow/core';

/** Flowise's `apiConfig.rateLimit`: at most `limitMax` predictions per `limitDuration` seconds per client. */
export interface FlowRateLimit {
  readonly limitMax: number;
  readonly limitDurationMs: number;
  readonly limitMsg: string;
}

const DEFAULT_LIMIT_MESSAGE = 'Too many requests, please try again later.';

/** A stored count as a positive number; undefined when it is not one. */
function positiveNumber(text: string | undefined): number | undefined {
  const number = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** The flow's limit (core's reading of `apiConfig`), or undefined when it has none (or it is switched off). */
export function flowRateLimit(apiConfig: string | null): FlowRateLimit | undefined {
  const { rateLimit } = parseApiConfig(apiConfig);
  if (!rateLimit.status) return undefined;
  const limitMax = positiveNumber(rateLimit.limitMax);
  const limitDuration = positiveNumber(rateLimit.limitDuration);
  if (limitMax === undefined || limitDuration === undefined) return undefined;
  const message = rateLimit.limitMsg?.trim() ? rateLimit.limitMsg : undefined;
  return { limitMax, limitDurationMs: limitDuration * 1000, limitMsg: message ?? DEFAULT_LIMIT_MESSAGE };
}

/** Counts a flow's predictions per client: in memory (one server) or shared by every server (queue mode). */
export interface FlowRateLimits {
  /** Counts one request; false when it is over the limit. */
  take(flowId: string, client: string, limit: FlowRateLimit): boolean | Promise<boolean>;
}

/** Fixed windows per flow and client address, kept in memory (one server). */
export class FlowRateLimiter implements FlowRateLimits {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** Counts one request; false when it is over the limit. */
  take(flowId: string, client: string, limit: FlowRateLimit, now = Date.now()): boolean {
    const key = `${flowId}\u0000${client}`;
    const window = this.windows.get(key);
    if (!window || now - window.start >= limit.limitDurationMs) {
      this.windows.set(key, { start: now, count: 1 });
      this.prune(now, limit.limitDurationMs);
      return true;
    }
    window.count += 1;
    return window.count <= limit.limitMax;
  }

  /** Drops finished windows now and then so the map cannot grow without bound. */
  private prune(now: number, durationMs: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (now - window.start >= durationMs) this.windows.delete(key);
  }
}
