import { describe, expect, it } from 'vitest';
import type { ExecutionChanges } from '../../db/repositories/execution.repository.ts';
import type { ExecutionRow } from '../../db/schema.ts';
import { ExecutionDataWriter } from './execution-data-writer.ts';
import { newExecutionRow, resumedExecutionRow } from './execution-rows.ts';

/** An execution table of one row, as the writer sees it. */
function storage(row?: ExecutionRow) {
  const stored = { row };
  return {
    stored,
    executions: {
      create: (created: ExecutionRow): Promise<void> => {
        stored.row = created;
        return Promise.resolve();
      },
      update: (_workspaceId: string, _id: string, changes: ExecutionChanges): Promise<boolean> => {
        if (stored.row) stored.row = { ...stored.row, ...changes };
        return Promise.resolve(stored.row !== undefined);
      },
    },
  };
}

const INTERVAL_MS = 20;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const flow = { id: 'flow-1', workspaceId: 'workspace-1' };
function pausedRow(): ExecutionRow {
  return {
    ...newExecutionRow(flow, 'session-1', '2026-01-01T00:00:00.000Z'),
    state: 'STOPPED',
    action: '{"id":"action"}',
    executionData: '[{"nodeId":"startAgentflow_0"}]',
    stoppedDate: '2026-01-01T00:00:01.000Z',
  };
}

describe('the execution-data writer', () => {
  it('writes nothing of a run that ends within the interval (the end writes the row)', async () => {
    const { stored, executions } = storage();
    const writer = new ExecutionDataWriter(
      executions,
      newExecutionRow(flow, 's', new Date().toISOString()),
      false,
      INTERVAL_MS,
    );
    expect(await writer.close()).toBe(false);
    await wait(INTERVAL_MS * 2);
    expect(stored.row).toBeUndefined();
  });

  it('stores a new run that lasts INPROGRESS after the interval', async () => {
    const { stored, executions } = storage();
    const writer = new ExecutionDataWriter(
      executions,
      newExecutionRow(flow, 's', new Date().toISOString()),
      false,
      INTERVAL_MS,
    );
    await wait(INTERVAL_MS * 3);
    expect(await writer.close()).toBe(true);
    expect(stored.row?.state).toBe('INPROGRESS');
    expect(stored.row?.executionData).toBe('[]');
  });

  it('leaves a resumed run’s row to the end when it ends within the interval', async () => {
    const paused = pausedRow();
    const { stored, executions } = storage(paused);
    const writer = new ExecutionDataWriter(
      executions,
      resumedExecutionRow(paused, new Date().toISOString()),
      true,
      INTERVAL_MS,
    );
    expect(await writer.close()).toBe(true);
    await wait(INTERVAL_MS * 2);
    expect(stored.row).toEqual(paused);
  });

  it('shows a resumed run that lasts INPROGRESS again after the interval, its action gone and its records kept', async () => {
    const paused = pausedRow();
    const { stored, executions } = storage(paused);
    const writer = new ExecutionDataWriter(
      executions,
      resumedExecutionRow(paused, new Date().toISOString()),
      true,
      INTERVAL_MS,
    );
    await wait(INTERVAL_MS * 3);
    await writer.close();
    expect(stored.row).toMatchObject({ state: 'INPROGRESS', action: null, stoppedDate: null });
    expect(stored.row?.executionData).toBe(paused.executionData);
  });
});
