import type { ExecutedNodeRecord, ExecutionStateName } from '@loomflow/core';

/** How a node of the graph is coloured: by the outcome of its runs. */
export type NodeOutcome = 'FINISHED' | 'ERROR' | 'STOPPED' | 'INPROGRESS' | 'NOT_RUN';

/** One node run of the timeline (loop re-entries and iteration items are runs of their own). */
export interface TraceEntry {
  /** Position in `executionData`. */
  readonly index: number;
  readonly record: ExecutedNodeRecord;
  readonly nodeId: string;
  readonly label: string;
  readonly status: ExecutionStateName;
  /** The nth run of this node in the execution, from 1 (loops run a node again). */
  readonly run: number;
  readonly iterationIndex: number | undefined;
  /** Epoch ms; undefined when the record carries no timing (records written by Flowise). */
  readonly startMs: number | undefined;
  readonly endMs: number | undefined;
}

export interface Trace {
  readonly entries: readonly TraceEntry[];
  /** Outcome per node id (nodes absent from the map did not run). */
  readonly outcomes: ReadonlyMap<string, NodeOutcome>;
  /** Earliest start and latest end of the timed runs. */
  readonly startMs: number | undefined;
  readonly endMs: number | undefined;
}

export function outcomeOfStatus(status: ExecutionStateName): NodeOutcome {
  switch (status) {
    case 'FINISHED':
      return 'FINISHED';
    case 'STOPPED':
      return 'STOPPED';
    case 'INPROGRESS':
      return 'INPROGRESS';
    case 'ERROR':
    case 'TERMINATED':
    case 'TIMEOUT':
      return 'ERROR';
  }
}

function epoch(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** The trace of an execution's records: runs in order, per-node outcomes and the time span. */
export function buildTrace(records: readonly ExecutedNodeRecord[]): Trace {
  const runs = new Map<string, number>();
  const outcomes = new Map<string, NodeOutcome>();
  let startMs: number | undefined;
  let endMs: number | undefined;
  const entries = records.map((record, index): TraceEntry => {
    const run = (runs.get(record.nodeId) ?? 0) + 1;
    runs.set(record.nodeId, run);
    const outcome = outcomeOfStatus(record.status);
    // A failure anywhere marks the node; otherwise its latest run decides (a paused node that resumed finished).
    if (outcomes.get(record.nodeId) !== 'ERROR') outcomes.set(record.nodeId, outcome);
    const start = epoch(record.data.startedAt);
    const end =
      epoch(record.data.finishedAt) ??
      (start === undefined ? undefined : start + (record.data.durationMs ?? 0));
    if (start !== undefined) startMs = startMs === undefined ? start : Math.min(startMs, start);
    if (end !== undefined) endMs = endMs === undefined ? end : Math.max(endMs, end);
    return {
      index,
      record,
      nodeId: record.nodeId,
      label: record.nodeLabel || record.data.name || record.nodeId,
      status: record.status,
      run,
      iterationIndex: record.data.iterationIndex,
      startMs: start,
      endMs: end,
    };
  });
  return { entries, outcomes, startMs, endMs };
}

/** What a timeline row says of its run: the label, `#2` for a re-entry, `item 3` inside an iteration. */
export function runName(entry: TraceEntry): string {
  const parts = [entry.label];
  if (entry.run > 1) parts.push(`#${String(entry.run)}`);
  if (entry.iterationIndex !== undefined) parts.push(`(item ${String(entry.iterationIndex + 1)})`);
  return parts.join(' ');
}

/** A bar's place on the timeline, in percent of the run's span. */
export interface TimelineBar {
  readonly left: number;
  readonly width: number;
}

const MIN_WIDTH = 0.5;

/**
 * Where a run's bar sits: by its start and end within the execution's span; runs still in progress reach the end;
 * records without timing are laid one after another.
 */
export function timelineBar(entry: TraceEntry, trace: Trace): TimelineBar {
  const { startMs, endMs } = trace;
  if (entry.startMs === undefined || startMs === undefined || endMs === undefined) {
    const count = Math.max(1, trace.entries.length);
    return { left: (entry.index / count) * 100, width: Math.max(MIN_WIDTH, 100 / count) };
  }
  const span = Math.max(1, endMs - startMs);
  const end = entry.status === 'INPROGRESS' ? endMs : (entry.endMs ?? entry.startMs);
  const left = ((entry.startMs - startMs) / span) * 100;
  const width = Math.max(MIN_WIDTH, ((end - entry.startMs) / span) * 100);
  return {
    left: Math.min(left, 100 - MIN_WIDTH),
    width: Math.min(width, 100 - Math.min(left, 100 - MIN_WIDTH)),
  };
}

export function durationOf(entry: TraceEntry): number | undefined {
  if (entry.record.data.durationMs !== undefined) return entry.record.data.durationMs;
  if (entry.startMs === undefined || entry.endMs === undefined) return undefined;
  return entry.endMs - entry.startMs;
}

/** One key of the flow state that a run changed. */
export interface StateChange {
  readonly key: string;
  readonly kind: 'added' | 'removed' | 'changed';
  readonly before: unknown;
  readonly after: unknown;
}

function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** The flow state keys that differ between two states (keys in order of the later state, removed ones last). */
export function stateDiff(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): StateChange[] {
  const changes: StateChange[] = [];
  for (const [key, value] of Object.entries(after)) {
    if (!(key in before)) changes.push({ key, kind: 'added', before: undefined, after: value });
    else if (!same(before[key], value))
      changes.push({ key, kind: 'changed', before: before[key], after: value });
  }
  for (const [key, value] of Object.entries(before)) {
    if (!(key in after)) changes.push({ key, kind: 'removed', before: value, after: undefined });
  }
  return changes;
}

/** The state a run started from: the state of the record before it (empty for the first). */
export function stateBefore(entry: TraceEntry, trace: Trace): Readonly<Record<string, unknown>> {
  return trace.entries[entry.index - 1]?.record.data.state ?? {};
}

/** The latest run of a node (what clicking it in the graph shows). */
export function latestRunOf(nodeId: string, trace: Trace): TraceEntry | undefined {
  for (let index = trace.entries.length - 1; index >= 0; index -= 1) {
    const entry = trace.entries[index];
    if (entry?.nodeId === nodeId) return entry;
  }
  return undefined;
}
