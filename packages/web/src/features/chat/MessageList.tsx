import Box from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ChatSession } from './chat-session.ts';
import { MessageItem } from './MessageItem.tsx';
import type { MessageContext } from './MessageItem.tsx';
import { useChatState } from './useChatSession.ts';

export interface MessageListProps {
  readonly session: ChatSession;
  readonly context: MessageContext;
  readonly running: boolean;
  readonly children?: ReactNode;
}

/** The chat's messages, kept scrolled to the newest while the reader is at the bottom. */
export function MessageList({ session, context, running, children }: MessageListProps) {
  const entries = useChatState(session, (state) => state.entries);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  });
  return (
    <Box
      ref={scroller}
      role="log"
      aria-label="Chat messages"
      aria-busy={running}
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
      }}
      // Its size comes from the panel: containment keeps a streaming answer's layout work inside the list.
      sx={{ flexGrow: 1, flexBasis: 0, overflowY: 'auto', px: 2, py: 1, contain: 'strict' }}
    >
      {entries.map((entry) => (
        // Only the last message may still answer buttons: earlier ones are told the chat is busy either way.
        <MessageItem key={entry.id} entry={entry} context={context} busy={running} />
      ))}
      {children}
    </Box>
  );
}
