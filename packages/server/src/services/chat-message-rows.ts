import type { AgentflowRunResult } from '@loomflow/engine';
import type { ChatMessageRow } from '../db/schema.ts';
import { newId } from '../util/clock.ts';
import type { AgentflowRunInput } from './agentflow-run.service.ts';

function jsonOrNull(values: readonly unknown[] | undefined): string | null {
  return values && values.length > 0 ? JSON.stringify(values) : null;
}

/** The user's message (when there was one) and the assistant's, as stored after a prediction. */
export function messageRows(
  input: AgentflowRunInput,
  result: AgentflowRunResult,
  executionId: string,
  chatMessageId: string,
  startedAt: string,
  endedAt: string,
): ChatMessageRow[] {
  const common = {
    workspaceId: input.flow.workspaceId,
    chatflowid: input.flow.id,
    chatType: input.chatType,
    chatId: input.chatId,
    sessionId: input.sessionId,
    memoryType: null,
    leadEmail: input.leadEmail ?? null,
    followUpPrompts: null,
    agentReasoning: null,
  };
  const rows: ChatMessageRow[] = [];
  const question = input.question !== '' ? input.question : input.form ? JSON.stringify(input.form) : '';
  if (question !== '' || input.uploads.length > 0) {
    rows.push({
      ...common,
      id: newId(),
      role: 'userMessage',
      executionId: null,
      content: question,
      sourceDocuments: null,
      usedTools: null,
      fileUploads: input.uploads.length > 0 ? JSON.stringify(input.uploads) : null,
      artifacts: null,
      action: null,
      usage: null,
      createdDate: startedAt,
    });
  }
  rows.push({
    ...common,
    id: chatMessageId,
    role: 'apiMessage',
    executionId,
    content: result.text !== '' || result.json === undefined ? result.text : JSON.stringify(result.json),
    sourceDocuments: jsonOrNull(result.sourceDocuments),
    usedTools: jsonOrNull(result.usedTools),
    fileUploads: null,
    artifacts: jsonOrNull(result.artifacts),
    action: result.action ? JSON.stringify(result.action) : null,
    usage: result.usage.totalTokens > 0 ? JSON.stringify(result.usage) : null,
    createdDate: endedAt > startedAt ? endedAt : new Date(Date.parse(startedAt) + 1).toISOString(),
  });
  return rows;
}
