import type { ChatMessageRow } from '../db/schema.ts';

/** A stored chat message for tests: an external user message of chat `chat-a` unless `fields` say otherwise. */
export function chatMessageRow(
  workspaceId: string,
  chatflowid: string,
  fields: Partial<ChatMessageRow> & { id: string; createdDate: string },
): ChatMessageRow {
  return {
    workspaceId,
    chatflowid,
    role: 'userMessage',
    executionId: null,
    content: 'hello',
    sourceDocuments: null,
    usedTools: null,
    agentReasoning: null,
    fileUploads: null,
    artifacts: null,
    action: null,
    chatType: 'EXTERNAL',
    chatId: 'chat-a',
    sessionId: fields.chatId ?? 'chat-a',
    memoryType: null,
    leadEmail: null,
    followUpPrompts: null,
    usage: null,
    requestOrigin: null,
    error: null,
    ...fields,
  };
}
