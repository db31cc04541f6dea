import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ChatSession } from './chat-session.ts';
import type { ChatSessionOptions, ChatSessionState } from './chat-session.ts';

/** One chat session for the life of the component; the canvas chat reloads its stored messages on open. */
export function useChatSession(options: ChatSessionOptions): ChatSession {
  const [session] = useState(() => new ChatSession(options));
  useEffect(() => {
    void session.loadHistory();
  }, [session]);
  return session;
}

export function useChatState<T>(session: ChatSession, select: (state: ChatSessionState) => T): T {
  return useStore(session.store, select);
}
