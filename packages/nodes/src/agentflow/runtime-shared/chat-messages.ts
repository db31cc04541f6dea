import {
  AIMessage,
  HumanMessage,
  SystemMessage,
  type BaseMessage,
  type MessageContent,
} from '@langchain/core/messages';
import type { ChatTurn, RunUpload } from '../../runtime/node-executor.ts';
import { rowsOf, textOf } from './input-guards.ts';

const ROLES: ReadonlySet<string> = new Set(['system', 'user', 'assistant', 'developer']);

function isConfiguredRole(role: string): role is 'system' | 'user' | 'assistant' | 'developer' {
  return ROLES.has(role);
}

/** The `[{role, content}]` rows of a Messages input as turns (empty contents and unknown roles skipped). */
export function configuredTurns(value: unknown): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const row of rowsOf(value)) {
    const role = textOf(row.role);
    const content = textOf(row.content);
    if (!isConfiguredRole(role) || content.trim() === '') continue;
    turns.push({ role, content });
  }
  return turns;
}

/** An upload a model can look at: an image given as a data URL or a link. */
export function imageUrlOf(upload: RunUpload): string | undefined {
  if (!upload.mime.startsWith('image/') || upload.data === undefined) return undefined;
  const data = upload.data;
  if (data.startsWith('data:') || /^https?:\/\//i.test(data)) return data;
  return undefined;
}

function contentOf(turn: ChatTurn): MessageContent {
  const images = (turn.attachments ?? []).flatMap((upload) => {
    const url = imageUrlOf(upload);
    return url === undefined ? [] : [url];
  });
  if (images.length === 0) return turn.content;
  return [
    { type: 'text', text: turn.content },
    ...images.map((url) => ({ type: 'image_url', image_url: { url } })),
  ];
}

/** LangChain messages of turns; developer messages go as system ones, tool turns as assistant text. */
export function toLangChainMessages(turns: readonly ChatTurn[]): BaseMessage[] {
  return turns.map((turn) => {
    switch (turn.role) {
      case 'system':
      case 'developer':
        return new SystemMessage(turn.content);
      case 'user':
        return new HumanMessage({ content: contentOf(turn) });
      case 'assistant':
      case 'tool':
        return new AIMessage(turn.content);
    }
  });
}

/** The text of a model's answer (parts other than text are left out). */
export function messageText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  return content
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
    .join('');
}

/** Turns as an execution record keeps them: attachments by name and type, without their (large) data. */
export function recordedTurns(turns: readonly ChatTurn[]): ChatTurn[] {
  return turns.map((turn) =>
    turn.attachments === undefined
      ? turn
      : {
          ...turn,
          attachments: turn.attachments.map(({ type, name, mime }) => ({ type, name, mime })),
        },
  );
}
