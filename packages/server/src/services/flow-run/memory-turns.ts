import type { ChatTurn } from '@loomflow/nodes/runtime';
import type { ChatMessageRow } from '../../db/schema.ts';

/** What the memory readers need of a stored message. */
export type MemoryRow = Pick<ChatMessageRow, 'role' | 'content' | 'error' | 'action'>;

/** An assistant message that is no answer: a failed turn's error, or empty content with nothing to resume. */
function isFailedAnswer(row: MemoryRow): boolean {
  return row.role !== 'userMessage' && (row.error !== null || (row.content === '' && row.action === null));
}

/**
 * A session's stored messages as the model reads them: a failed turn (an assistant message holding an error, or
 * an empty one) is left out together with the question it failed on, and no empty assistant message is replayed.
 */
export function memoryTurns(rows: readonly MemoryRow[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  rows.forEach((row, index) => {
    if (row.role === 'userMessage') {
      const next = rows[index + 1];
      if (next && isFailedAnswer(next)) return;
      turns.push({ role: 'user', content: row.content });
      return;
    }
    if (isFailedAnswer(row) || row.content === '') return;
    turns.push({ role: 'assistant', content: row.content });
  });
  return turns;
}
