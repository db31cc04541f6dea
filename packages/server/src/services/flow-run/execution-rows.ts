import type { AgentflowRunResult, ExecutedNode } from '@loomflow/engine';
import type { RunRecordRepository } from '../../db/repositories/run-record.repository.ts';
import type { ChatFlowRow, ChatMessageRow, ExecutionRow } from '../../db/schema.ts';
import { timeOrderedId } from '../../runtime/time-ordered-id.ts';
import { nowIso } from '../../util/clock.ts';
import type { ExecutionDataWriter } from './execution-data-writer.ts';

/** A new run's execution, INPROGRESS (stored by the execution-data writer or with the run's end). */
export function newExecutionRow(
  flow: Pick<ChatFlowRow, 'id' | 'workspaceId'>,
  sessionId: string,
  now: string,
): ExecutionRow {
  return {
    id: timeOrderedId(),
    workspaceId: flow.workspaceId,
    executionData: '[]',
    state: 'INPROGRESS',
    agentflowId: flow.id,
    sessionId,
    action: null,
    isPublic: 0,
    createdDate: now,
    updatedDate: now,
    stoppedDate: null,
  };
}

/**
 * A paused (STOPPED) execution taken up by the run that answers it: INPROGRESS again. Storage learns it from the
 * execution-data writer (a run that lasts) or with the run's end, in the end's one transaction.
 */
export function resumedExecutionRow(paused: ExecutionRow, now: string): ExecutionRow {
  return { ...paused, state: 'INPROGRESS', action: null, stoppedDate: null, updatedDate: now };
}

/** A run the engine broke (it rejected): the execution is recorded ERROR with the node records so far. */
export async function recordBrokenRun(
  runRecords: RunRecordRepository,
  writer: ExecutionDataWriter,
  execution: ExecutionRow,
  records: readonly ExecutedNode[],
): Promise<void> {
  const rowStored = await writer.close();
  const ended = nowIso();
  await runRecords.finish(
    execution,
    rowStored,
    { state: 'ERROR', executionData: JSON.stringify(records), updatedDate: ended, stoppedDate: ended },
    [],
  );
}

/**
 * A run that ended (finished, paused, failed or stopped): its state, node records and action, with the messages
 * `messagesAt(endedAt)` gives, written together.
 */
export async function recordEndedRun(
  runRecords: RunRecordRepository,
  writer: ExecutionDataWriter,
  execution: ExecutionRow,
  result: AgentflowRunResult,
  messagesAt: (endedAt: string) => ChatMessageRow[],
): Promise<void> {
  const rowStored = await writer.close();
  const ended = nowIso();
  await runRecords.finish(
    execution,
    rowStored,
    {
      state: result.state,
      executionData: JSON.stringify(result.executionData),
      action: result.action ? JSON.stringify(result.action) : null,
      updatedDate: ended,
      stoppedDate: ended,
    },
    messagesAt(ended),
  );
}
