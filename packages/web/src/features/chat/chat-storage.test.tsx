import { afterEach, describe, expect, it } from 'vitest';
import { chatStateKey, clearChatState, readChatState, saveChatState } from './chat-storage.ts';

afterEach(() => {
  window.localStorage.clear();
});

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

describe('stored chat state', () => {
  it('keeps the canvas chat and the public chatbot of a flow apart', () => {
    saveChatState('flow-1', 'INTERNAL', { chatId: 'canvas-chat' });
    saveChatState('flow-1', 'EXTERNAL', { chatId: 'public-chat' });
    expect(stored('flow-1_INTERNAL')).toEqual({ chatId: 'canvas-chat' });
    expect(stored('flow-1_EXTERNAL')).toEqual({ chatId: 'public-chat' });
    expect(chatStateKey('flow-2', 'INTERNAL')).toBe('flow-2_INTERNAL');
  });

  it('merges new values into what is stored', () => {
    saveChatState('flow-1', 'EXTERNAL', { lead: { name: 'Ada', email: 'ada@example.com' } });
    saveChatState('flow-1', 'EXTERNAL', { chatId: 'chat-1' });
    expect(readChatState('flow-1', 'EXTERNAL')).toEqual({
      chatId: 'chat-1',
      lead: { name: 'Ada', email: 'ada@example.com' },
    });
    saveChatState('flow-1', 'EXTERNAL', { chatId: 'chat-2' });
    expect(readChatState('flow-1', 'EXTERNAL').chatId).toBe('chat-2');
  });

  it('clearing keeps only the lead when there is one', () => {
    saveChatState('flow-1', 'EXTERNAL', { chatId: 'chat-1', lead: { email: 'ada@example.com' } });
    clearChatState('flow-1', 'EXTERNAL');
    expect(stored('flow-1_EXTERNAL')).toEqual({ lead: { email: 'ada@example.com' } });
  });

  it('clearing without a lead removes the key', () => {
    saveChatState('flow-1', 'INTERNAL', { chatId: 'chat-1' });
    clearChatState('flow-1', 'INTERNAL');
    expect(window.localStorage.getItem('flow-1_INTERNAL')).toBeNull();
    expect(readChatState('flow-1', 'INTERNAL')).toEqual({});
  });

  it('reads unreadable stored text as no state', () => {
    window.localStorage.setItem('flow-1_INTERNAL', '{not json');
    expect(readChatState('flow-1', 'INTERNAL')).toEqual({});
    window.localStorage.setItem('flow-1_INTERNAL', JSON.stringify({ chatId: 42 }));
    expect(readChatState('flow-1', 'INTERNAL')).toEqual({});
  });
});
