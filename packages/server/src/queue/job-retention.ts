import type { QueueConfig } from '../config/queue-config.ts';

/** BullMQ's `KeepJobs`: by age (seconds, with an optional count), by count alone, or `false` (kept for ever). */
type KeepJobs = { age: number; count?: number } | number | false;

function keep(config: QueueConfig): KeepJobs {
  const age = config.removeOnAgeSeconds;
  const count = config.removeOnCount;
  if (age >= 0) return count >= 0 ? { age, count } : { age };
  return count >= 0 ? count : false;
}

/** `REMOVE_ON_AGE` / `REMOVE_ON_COUNT`: how long finished and failed jobs stay in Redis. */
export function jobRetention(config: QueueConfig): { removeOnComplete: KeepJobs; removeOnFail: KeepJobs } {
  return { removeOnComplete: keep(config), removeOnFail: keep(config) };
}
