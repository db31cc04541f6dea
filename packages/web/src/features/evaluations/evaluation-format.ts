import type { EvaluationRunStatus, EvaluationStatus } from '@loomflow/core';

/** A pass rate (0–1) as a whole percentage; a dash before any verdict. */
export function formatPassRate(rate: number | null): string {
  return rate === null ? '—' : `${String(Math.round(rate * 100))}%`;
}

/** Milliseconds as `850 ms` or `2.4 s`; a dash when unknown. */
export function formatLatency(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${String(Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatTokens(tokens: number | null): string {
  return tokens === null ? '—' : Math.round(tokens).toLocaleString();
}

/** US dollars with enough digits for fractions of a cent; a dash when unknown. */
export function formatCost(cost: number | null): string {
  if (cost === null) return '—';
  return `$${cost < 0.01 ? cost.toFixed(5) : cost.toFixed(2)}`;
}

export const STATUS_LABELS: Readonly<Record<EvaluationStatus, string>> = {
  pending: 'Pending',
  running: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const STATUS_COLORS = {
  pending: 'default',
  running: 'info',
  completed: 'success',
  cancelled: 'warning',
  failed: 'error',
} as const satisfies Readonly<Record<EvaluationStatus, string>>;

export const RUN_STATUS_LABELS: Readonly<Record<EvaluationRunStatus, string>> = {
  pending: 'Not run',
  pass: 'Pass',
  fail: 'Fail',
  error: 'Error',
};

/** Whether the evaluation is still going (the screens poll its progress meanwhile). */
export function isActive(status: EvaluationStatus): boolean {
  return status === 'pending' || status === 'running';
}
