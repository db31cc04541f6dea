import type { Execution } from '@loomflow/core';

/** How long a run took: to its stop, or to its last update while it ran; undefined when unknown. */
export function executionDurationMs(execution: Execution): number | undefined {
  const start = Date.parse(execution.createdDate);
  const end = Date.parse(execution.stoppedDate ?? execution.updatedDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  return Math.max(0, end - start);
}

/** `850 ms`, `12.3 s`, `4 min 05 s`. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '—';
  if (ms < 1000) return `${String(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${String(minutes)} min ${String(seconds).padStart(2, '0')} s`;
}

/** The public address of a shared execution on this site. */
export function publicExecutionUrl(id: string): string {
  return `${window.location.origin}/execution/${encodeURIComponent(id)}`;
}

/** The execution as one JSON document: its fields with the node records parsed. */
export function executionAsJson(execution: Execution): string {
  let records: unknown = execution.executionData;
  try {
    records = JSON.parse(execution.executionData);
  } catch {
    // kept as the text it is
  }
  return JSON.stringify({ ...execution, executionData: records }, null, 2);
}
