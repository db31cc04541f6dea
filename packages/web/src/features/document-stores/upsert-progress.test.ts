import type { UpsertJob } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { formatRate, formatSeconds, upsertProgress } from './upsert-progress.ts';

const job = (overrides: Partial<UpsertJob>): UpsertJob => ({
  id: 'job-1',
  storeId: 'store-1',
  loaderId: null,
  status: 'RUNNING',
  total: 1000,
  embedded: 0,
  skipped: 0,
  deleted: 0,
  failed: 0,
  error: null,
  startedDate: '2026-03-04T10:00:00.000Z',
  finishedDate: null,
  ...overrides,
});

const at = (seconds: number) => Date.parse('2026-03-04T10:00:00.000Z') + seconds * 1000;

describe('upsert progress', () => {
  it('computes the rate from embedded chunks and the ETA from what is left', () => {
    const progress = upsertProgress(job({ embedded: 200, skipped: 300 }), at(10));
    expect(progress.done).toBe(500);
    expect(progress.percent).toBe(50);
    expect(progress.rate).toBe(20);
    expect(progress.etaSeconds).toBe(25);
  });

  it('has no rate or ETA before the first chunk is embedded', () => {
    const progress = upsertProgress(job({}), at(3));
    expect(progress.rate).toBeUndefined();
    expect(progress.etaSeconds).toBeUndefined();
    expect(progress.percent).toBe(0);
  });

  it('measures a finished job up to its end, not to now', () => {
    const progress = upsertProgress(
      job({ status: 'SUCCEEDED', embedded: 1000, finishedDate: '2026-03-04T10:00:04.000Z' }),
      at(100),
    );
    expect(progress.rate).toBe(250);
    expect(progress.etaSeconds).toBe(0);
    expect(progress.percent).toBe(100);
  });

  it('formats durations and rates for people', () => {
    expect(formatSeconds(45.4)).toBe('45 s');
    expect(formatSeconds(185)).toBe('3 min 5 s');
    expect(formatSeconds(3720)).toBe('1 h 2 min');
    expect(formatRate(12.345)).toBe('12.3 chunks/s');
    expect(formatRate(2500.4)).toBe('2500 chunks/s');
  });
});
