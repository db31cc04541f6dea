import { randomUUID } from 'node:crypto';

/**
 * A UUID version 7: the millisecond time first, then random bits. Rows written with such ids go to the end of
 * their primary-key index instead of a random page of it, so a run's records touch few pages.
 */
export function timeOrderedId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  // A version 4 UUID's random bits after its version digit (index 14), its variant digit included.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
