import type { ExternalDriver } from './external-collection.ts';

/**
 * A driver that runs `check` (the outbound policy on the store's host and every address it resolves to) before
 * its first request, and again after a refusal: a refused address fails with the policy's words, not a client's
 * "connection error" (Chroma's client reports any failed connection as "Failed to connect"). Every connection
 * is still checked again by the outbound dispatcher the client is given.
 */
export function hostCheckedDriver(driver: ExternalDriver, check: () => Promise<void>): ExternalDriver {
  let passed: Promise<void> | undefined;
  const checked = async <T>(action: () => Promise<T>): Promise<T> => {
    passed ??= check();
    try {
      await passed;
    } catch (error) {
      passed = undefined;
      throw error;
    }
    return action();
  };
  return {
    label: driver.label,
    upsert: (records) => checked(() => driver.upsert(records)),
    delete: (ids) => checked(() => driver.delete(ids)),
    search: (request) => checked(() => driver.search(request)),
    count: () => checked(() => driver.count()),
    drop: () => checked(() => driver.drop()),
    close: () => driver.close(),
  };
}
