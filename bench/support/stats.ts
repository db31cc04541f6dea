import { loadavg } from 'node:os';

/** The value below which `fraction` of `values` lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

/** The machine's 1, 5 and 15 minute load averages, for the header and footer of a bench's output. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
