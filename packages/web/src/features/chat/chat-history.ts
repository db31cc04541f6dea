import type { ChatMessage } from '@loomflow/core';
import type { ChatEntry, ChatUpload } from './chat-types.ts';
import { emptyBotEntry } from './chat-types.ts';
import { agentReasoningOf } from './agent-reasoning.ts';
import { sourceDocumentsOf, usedToolsOf } from './message-details.ts';
import { followUpPromptsOf, humanInputOf } from './stream-events.ts';

function parsed(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

function uploadsOf(text: string | null): ChatUpload[] {
  const value = parsed(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const data = 'data' in item && typeof item.data === 'string' ? item.data : '';
    const name = 'name' in item && typeof item.name === 'string' ? item.name : 'file';
    const mime = 'mime' in item && typeof item.mime === 'string' ? item.mime : '';
    return [{ data, name, mime, type: 'file' as const }];
  });
}

/**
 * The stored messages of a chat as entries of the chat view; only the last answer keeps its pending buttons, and a
 * failed turn's answer shows its error.
 */
export function entriesOfHistory(messages: readonly ChatMessage[]): ChatEntry[] {
  return messages.map((message, index): ChatEntry => {
    if (message.role === 'userMessage') {
      return { kind: 'user', id: message.id, text: message.content, uploads: uploadsOf(message.fileUploads) };
    }
    // A failed turn: its error once, in the answer's error box (not as the answer's text too).
    if (message.error !== undefined) {
      return emptyBotEntry({ id: message.id, messageId: message.id, status: 'error', error: message.error });
    }
    const action = index === messages.length - 1 ? humanInputOf(parsed(message.action)) : undefined;
    const rating = message.feedback?.rating;
    return emptyBotEntry({
      id: message.id,
      messageId: message.id,
      text: message.content,
      status: 'done',
      usedTools: usedToolsOf(parsed(message.usedTools)),
      sourceDocuments: sourceDocumentsOf(parsed(message.sourceDocuments)),
      agentReasoning: agentReasoningOf(parsed(message.agentReasoning) ?? []),
      followUpPrompts: index === messages.length - 1 ? followUpPromptsOf(message.followUpPrompts) : [],
      ...(action ? { action } : {}),
      ...(message.feedback && rating ? { feedback: { id: message.feedback.id, rating } } : {}),
    });
  });
}
