import { describe, expect, it } from 'vitest';
import { memoryTurns, type MemoryRow } from './memory-turns.ts';

const user = (content: string): MemoryRow => ({ role: 'userMessage', content, error: null, action: null });
const answer = (content: string, fields: Partial<MemoryRow> = {}): MemoryRow => ({
  role: 'apiMessage',
  content,
  error: null,
  action: null,
  ...fields,
});

describe('memory turns', () => {
  it('replays answered turns as user and assistant messages', () => {
    expect(memoryTurns([user('Hi'), answer('Hello')])).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
    ]);
  });

  it('leaves out a failed turn: its error and the question it failed on', () => {
    const rows = [user('Hi'), answer('boom', { error: 'boom' }), user('Again'), answer('Hello')];
    expect(memoryTurns(rows)).toEqual([
      { role: 'user', content: 'Again' },
      { role: 'assistant', content: 'Hello' },
    ]);
  });

  it('leaves out turns stored before errors were marked: an empty answer and its question', () => {
    expect(memoryTurns([user('Hi'), answer(''), user('Again')])).toEqual([
      { role: 'user', content: 'Again' },
    ]);
  });

  it('keeps the question of a paused turn but never replays an empty assistant message', () => {
    const paused = answer('', { action: '{"id":"a"}' });
    expect(memoryTurns([user('Delete it'), paused])).toEqual([{ role: 'user', content: 'Delete it' }]);
  });
});
