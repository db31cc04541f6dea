import type { ExecutedNodeRecord, ExecutionStateName } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { buildTrace, latestRunOf, runName, stateBefore, stateDiff, timelineBar } from './trace-model.ts';

function record(
  nodeId: string,
  startSecond: number,
  endSecond: number,
  extra: { status?: ExecutionStateName; state?: Record<string, unknown>; iterationIndex?: number } = {},
): ExecutedNodeRecord {
  const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();
  return {
    nodeId,
    nodeLabel: nodeId.toUpperCase(),
    status: extra.status ?? 'FINISHED',
    previousNodeIds: [],
    data: {
      startedAt: at(startSecond),
      finishedAt: at(endSecond),
      state: extra.state ?? {},
      ...(extra.iterationIndex === undefined ? {} : { iterationIndex: extra.iterationIndex }),
    },
  };
}

describe('execution trace model', () => {
  it('names loop re-entries and iteration items as runs of their own', () => {
    const trace = buildTrace([
      record('start', 0, 1),
      record('work', 1, 2),
      record('loop', 2, 3),
      record('work', 3, 4),
      record('item', 4, 5, { iterationIndex: 0 }),
      record('item', 4, 6, { iterationIndex: 1 }),
    ]);
    expect(trace.entries.map(runName)).toEqual([
      'START',
      'WORK',
      'LOOP',
      'WORK #2',
      'ITEM (item 1)',
      'ITEM #2 (item 2)',
    ]);
  });

  it('places bars by start and end: parallel runs overlap, later runs sit further right', () => {
    const trace = buildTrace([
      record('start', 0, 2),
      record('a', 2, 8),
      record('b', 2, 6),
      record('c', 8, 10),
    ]);
    const [start, a, b, c] = trace.entries.map((entry) => timelineBar(entry, trace));
    expect(start).toEqual({ left: 0, width: 20 });
    expect(a).toEqual({ left: 20, width: 60 });
    expect(b).toEqual({ left: 20, width: 40 });
    expect(c).toEqual({ left: 80, width: 20 });
  });

  it('lays records without timing one after another', () => {
    const untimed: ExecutedNodeRecord[] = ['x', 'y'].map((nodeId) => ({
      nodeId,
      nodeLabel: nodeId,
      status: 'FINISHED',
      previousNodeIds: [],
      data: {},
    }));
    const trace = buildTrace(untimed);
    expect(trace.entries.map((entry) => timelineBar(entry, trace))).toEqual([
      { left: 0, width: 50 },
      { left: 50, width: 50 },
    ]);
  });

  it('colours a node by its latest run, a failure anywhere winning', () => {
    const trace = buildTrace([
      record('human', 0, 1, { status: 'STOPPED' }),
      record('human', 5, 6),
      record('broken', 6, 7, { status: 'ERROR' }),
      record('broken', 7, 8),
      record('cut', 8, 9, { status: 'TERMINATED' }),
      record('waiting', 9, 10, { status: 'STOPPED' }),
      record('running', 10, 10, { status: 'INPROGRESS' }),
    ]);
    expect(Object.fromEntries(trace.outcomes)).toEqual({
      human: 'FINISHED',
      broken: 'ERROR',
      cut: 'ERROR',
      waiting: 'STOPPED',
      running: 'INPROGRESS',
    });
    expect(latestRunOf('human', trace)?.index).toBe(1);
    expect(latestRunOf('absent', trace)).toBeUndefined();
  });

  it('diffs the state against the previous record', () => {
    const trace = buildTrace([
      record('start', 0, 1, { state: { topic: 'cats', draft: '' } }),
      record('writer', 1, 2, { state: { topic: 'cats', draft: 'Cats purr.', words: 2 } }),
      record('cleaner', 2, 3, { state: { topic: 'dogs' } }),
    ]);
    const [start, writer, cleaner] = trace.entries;
    if (!start || !writer || !cleaner) throw new Error('three runs expected');
    expect(stateDiff(stateBefore(start, trace), start.record.data.state ?? {})).toEqual([
      { key: 'topic', kind: 'added', before: undefined, after: 'cats' },
      { key: 'draft', kind: 'added', before: undefined, after: '' },
    ]);
    expect(stateDiff(stateBefore(writer, trace), writer.record.data.state ?? {})).toEqual([
      { key: 'draft', kind: 'changed', before: '', after: 'Cats purr.' },
      { key: 'words', kind: 'added', before: undefined, after: 2 },
    ]);
    expect(stateDiff(stateBefore(cleaner, trace), cleaner.record.data.state ?? {})).toEqual([
      { key: 'topic', kind: 'changed', before: 'cats', after: 'dogs' },
      { key: 'draft', kind: 'removed', before: 'Cats purr.', after: undefined },
      { key: 'words', kind: 'removed', before: 2, after: undefined },
    ]);
  });
});
