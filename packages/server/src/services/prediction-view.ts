import type { PredictionActionInput } from '@loomflow/core';
import type { ChatFlowRow } from '../db/schema.ts';
import { chatViewOfAction, chatViewOfRecords } from './chat-view-records.ts';
import { redactText, sanitiseValue } from './execution-sanitiser.ts';
import type { PredictionCaller } from './flow-caller.ts';

/**
 * How much of a run a prediction's answer and stream show. The flow's own workspace (the canvas' test chat, a
 * signed-in member, an API key of that workspace) sees every node record as the engine wrote it; anyone else (an
 * anonymous visitor of a public flow, an embed, a session or key of another workspace) sees what the chat shows:
 * node ids, labels, names, statuses and output text, with secrets redacted from what remains.
 */
export interface PredictionView {
  readonly fullDetail: boolean;
  /** `agentFlowExecutedData`. */
  records(records: readonly unknown[]): unknown[];
  /** The human-input request of a paused run (undefined only for an action that is not an object). */
  action(action: PredictionActionInput): PredictionActionInput | undefined;
  /** `nextAgentFlow`'s error of a failed node. */
  nodeError(error: string): string;
  /** Tools used, agent reasoning: kept in shape, secrets redacted. */
  list(values: readonly unknown[]): unknown[];
  /** Flow variables (the run's state): kept in shape, secrets redacted. */
  value(value: unknown): unknown;
}

const FULL_VIEW: PredictionView = {
  fullDetail: true,
  records: (records) => [...records],
  action: (action) => action,
  nodeError: (error) => error,
  list: (values) => [...values],
  value: (value) => value,
};

const CHAT_VIEW: PredictionView = {
  fullDetail: false,
  records: chatViewOfRecords,
  action: chatViewOfAction,
  nodeError: redactText,
  list: (values) => values.map(sanitiseValue),
  value: sanitiseValue,
};

/** The view a caller gets of a run of `flow`. */
export function predictionViewFor(flow: ChatFlowRow, caller: PredictionCaller): PredictionView {
  if (caller.internal) return FULL_VIEW;
  const workspaceId = caller.access?.workspaceId;
  return workspaceId !== undefined && workspaceId !== null && workspaceId === flow.workspaceId
    ? FULL_VIEW
    : CHAT_VIEW;
}
