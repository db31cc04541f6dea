import { messageSourceOf } from '@loomflow/core';
import type { ChatMessage } from '@loomflow/core';
import { SOURCE_LABELS, sourceDocuments, uploadedFileNames, usedTools } from './message-parts.ts';

/** One message of an exported conversation. */
export interface ExportedMessage {
  readonly role: 'user' | 'bot';
  readonly content: string;
  readonly time: string;
  readonly usedTools?: readonly { tool: string; input: string; output: string }[];
  readonly sourceDocuments?: readonly { source: string; excerpt: string }[];
  readonly fileUploads?: readonly string[];
  readonly feedback?: { readonly rating: string; readonly content: string | null };
}

/** One conversation of the export file: its chat and session ids, where it came from, and its messages. */
export interface ExportedConversation {
  readonly chatId: string;
  readonly sessionId: string | null;
  readonly source: string;
  readonly origin: string | null;
  readonly email: string | null;
  readonly messages: ExportedMessage[];
}

function exportedMessage(message: ChatMessage): ExportedMessage {
  const tools = usedTools(message);
  const documents = sourceDocuments(message);
  const files = uploadedFileNames(message);
  return {
    role: message.role === 'userMessage' ? 'user' : 'bot',
    content: message.content,
    time: message.createdDate,
    ...(tools.length > 0 ? { usedTools: tools } : {}),
    ...(documents.length > 0 ? { sourceDocuments: documents } : {}),
    ...(files.length > 0 ? { fileUploads: files } : {}),
    ...(message.feedback
      ? { feedback: { rating: message.feedback.rating, content: message.feedback.content } }
      : {}),
  };
}

/**
 * The export of the shown conversations: the messages grouped by chat, in the order of `chatIds` (the list's
 * order), each conversation's messages oldest first. Messages of other chats are left out.
 */
export function exportConversations(
  messages: readonly ChatMessage[],
  chatIds: readonly string[],
): ExportedConversation[] {
  const byChat = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    if (!chatIds.includes(message.chatId)) continue;
    const list = byChat.get(message.chatId) ?? [];
    list.push(message);
    byChat.set(message.chatId, list);
  }
  return chatIds.flatMap((chatId) => {
    const list = [...(byChat.get(chatId) ?? [])].sort((a, b) => a.createdDate.localeCompare(b.createdDate));
    const first = list[0];
    if (!first) return [];
    return [
      {
        chatId,
        sessionId: first.sessionId,
        source: SOURCE_LABELS[messageSourceOf(first.chatType, first.requestOrigin)],
        origin: first.requestOrigin ?? null,
        email: list.find((message) => message.leadEmail)?.leadEmail ?? null,
        messages: list.map(exportedMessage),
      },
    ];
  });
}

/** `<flow name>-Messages.json`, without characters file systems refuse. */
export function exportFileName(flowName: string): string {
  const safe = flowName.replace(/[\\/:*?"<>|]+/g, '_').trim();
  return `${safe === '' ? 'flow' : safe}-Messages.json`;
}
