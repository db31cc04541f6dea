import { ChatflowInputError } from '../../runtime/chatflow-component.ts';
import type { ChatTurn } from '../../runtime/node-executor.ts';

/** LangChain's stored-message shape (what Flowise and LangChain's chat histories keep). */
export function storedMessage(role: 'human' | 'ai', content: string): string {
  return JSON.stringify({
    type: role,
    data: { content, role: undefined, name: undefined, tool_call_id: undefined },
  });
}

/** A stored message (its JSON text or the parsed object) as a turn; undefined for other kinds. */
export function turnOf(raw: unknown): ChatTurn | undefined {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || !('type' in parsed) || !('data' in parsed))
    return undefined;
  const { type, data } = parsed;
  if (typeof data !== 'object' || data === null || !('content' in data) || typeof data.content !== 'string')
    return undefined;
  if (type === 'human') return { role: 'user', content: data.content };
  if (type === 'ai') return { role: 'assistant', content: data.content };
  return undefined;
}

/** A whole-number input of at least 1 (undefined when empty), or an error naming it. */
export function positiveWhole(text: string, label: string): number | undefined {
  if (text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new ChatflowInputError(`${label} must be a whole number of at least 1, got "${text}"`);
  return value;
}
