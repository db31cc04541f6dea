import type { UpsertJob } from '@loomflow/core';

export interface UpsertProgress {
  /** Chunks dealt with: embedded, or skipped because unchanged. */
  readonly done: number;
  readonly total: number;
  /** 0–100. */
  readonly percent: number;
  /** Chunks embedded per second so far; undefined before any. */
  readonly rate: number | undefined;
  /** Seconds left at the current rate; undefined when unknown. */
  readonly etaSeconds: number | undefined;
  readonly elapsedSeconds: number;
}

/** Progress figures of a job at `now` (ms): rate and ETA come from the embedded count and the time so far. */
export function upsertProgress(job: UpsertJob, now: number): UpsertProgress {
  const started = Date.parse(job.startedDate);
  const end = job.finishedDate === null ? now : Date.parse(job.finishedDate);
  const elapsedSeconds = Number.isNaN(started) ? 0 : Math.max(0, (end - started) / 1000);
  const done = Math.min(job.total, job.embedded + job.skipped);
  const percent = job.total === 0 ? 0 : Math.round((done / job.total) * 1000) / 10;
  const rate = job.embedded > 0 && elapsedSeconds > 0 ? job.embedded / elapsedSeconds : undefined;
  const left = job.total - done;
  const etaSeconds = left === 0 ? 0 : rate === undefined ? undefined : left / rate;
  return { done, total: job.total, percent, rate, etaSeconds, elapsedSeconds };
}

/** `45 s`, `3 min 5 s`, `1 h 2 min`. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${String(whole)} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${String(minutes)} min ${String(whole % 60)} s`;
  return `${String(Math.floor(minutes / 60))} h ${String(minutes % 60)} min`;
}

/** `12.5 chunks/s`. */
export function formatRate(rate: number): string {
  return `${rate >= 100 ? String(Math.round(rate)) : rate.toFixed(1)} chunks/s`;
}
