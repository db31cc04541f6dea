import type { AgentflowRunResult, FlowRunResult } from '@loomflow/engine';
import type { ChatMessageRow } from '../../db/schema.ts';
import { timeOrderedId } from '../../runtime/time-ordered-id.ts';
import type { FlowRunInput } from './flow-run.types.ts';

function jsonOrNull(values: readonly unknown[] | undefined): string | null {
  return values && values.length > 0 ? JSON.stringify(values) : null;
}

interface MessageFields {
  readonly id: string;
  readonly role: 'userMessage' | 'apiMessage';
  readonly executionId: string | null;
  readonly content: string;
  readonly sourceDocuments: string | null;
  readonly usedTools: string | null;
  readonly fileUploads: string | null;
  readonly artifacts: string | null;
  readonly action: string | null;
  readonly usage: string | null;
  /** Flowise's `agentReasoning` of agentflow v1 answers: every agent's step of the turn. */
  readonly agentReasoning: string | null;
  readonly createdDate: string;
  readonly error: string | null;
}

/** One stored message (written out in full: spreading a shared part into each row is slow in V8). */
function messageRow(input: FlowRunInput, fields: MessageFields): ChatMessageRow {
  return {
    id: fields.id,
    workspaceId: input.flow.workspaceId,
    role: fields.role,
    chatflowid: input.flow.id,
    executionId: fields.executionId,
    content: fields.content,
    sourceDocuments: fields.sourceDocuments,
    usedTools: fields.usedTools,
    agentReasoning: fields.agentReasoning,
    fileUploads: fields.fileUploads,
    artifacts: fields.artifacts,
    action: fields.action,
    chatType: input.chatType,
    chatId: input.chatId,
    sessionId: input.sessionId,
    memoryType: null,
    leadEmail: input.leadEmail ?? null,
    followUpPrompts: null,
    usage: fields.usage,
    createdDate: fields.createdDate,
    requestOrigin: input.chatType === 'EXTERNAL' ? (input.requestOrigin ?? null) : null,
    error: fields.error,
  };
}

/**
 * Why a run's turn failed, or undefined when it answered: an error or a timeout, or a stop before any answer. A
 * failed turn's assistant message carries this text as its content and its `error` (never an empty answer).
 */
export function turnFailure(result: AgentflowRunResult): string | undefined {
  if (result.state === 'ERROR' || result.state === 'TIMEOUT')
    return result.error ?? `The run ended ${result.state}`;
  const answered = result.text !== '' || result.json !== undefined || result.action !== undefined;
  if (result.state === 'TERMINATED' && !answered) return result.error ?? 'The run was stopped';
  return undefined;
}

/**
 * The user's message (when there was one) and the assistant's, as stored after a prediction; a failed turn's
 * assistant message holds the error (see `turnFailure`).
 */
export function messageRows(
  input: FlowRunInput,
  result: FlowRunResult,
  /** The run's execution (none for chatflows). */
  executionId: string | null,
  chatMessageId: string,
  startedAt: string,
  endedAt: string,
): ChatMessageRow[] {
  const rows: ChatMessageRow[] = [];
  const question = input.question !== '' ? input.question : input.form ? JSON.stringify(input.form) : '';
  if (question !== '' || input.uploads.length > 0) {
    rows.push(
      messageRow(input, {
        id: timeOrderedId(),
        role: 'userMessage',
        executionId: null,
        content: question,
        sourceDocuments: null,
        usedTools: null,
        fileUploads: input.uploads.length > 0 ? JSON.stringify(input.uploads) : null,
        artifacts: null,
        action: null,
        usage: null,
        agentReasoning: null,
        createdDate: startedAt,
        error: null,
      }),
    );
  }
  const failure = turnFailure(result);
  const answer = result.text !== '' || result.json === undefined ? result.text : JSON.stringify(result.json);
  rows.push(
    messageRow(input, {
      id: chatMessageId,
      role: 'apiMessage',
      executionId,
      content: failure ?? answer,
      sourceDocuments: jsonOrNull(result.sourceDocuments),
      usedTools: jsonOrNull(result.usedTools),
      fileUploads: null,
      artifacts: jsonOrNull(result.artifacts),
      action: result.action ? JSON.stringify(result.action) : null,
      usage: result.usage.totalTokens > 0 ? JSON.stringify(result.usage) : null,
      agentReasoning: jsonOrNull(result.agentReasoning),
      createdDate: endedAt > startedAt ? endedAt : new Date(Date.parse(startedAt) + 1).toISOString(),
      error: failure ?? null,
    }),
  );
  return rows;
}
