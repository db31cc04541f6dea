import type { ChatSessionSummary } from '@loomflow/core';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/formatDate.ts';
import { SOURCE_LABELS } from './message-parts.ts';

export interface SessionListProps {
  readonly sessions: readonly ChatSessionSummary[];
  readonly selected: string | null;
  readonly onSelect: (chatId: string) => void;
}

function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return '(no text)';
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}

/** The conversations of a flow, newest activity first: first question, source, size, last date, ratings. */
export function SessionList({ sessions, selected, onSelect }: SessionListProps) {
  return (
    <List dense disablePadding aria-label="Conversations">
      {sessions.map((session) => (
        <ListItemButton
          key={`${session.chatId}:${session.sessionId ?? ''}`}
          selected={session.chatId === selected}
          onClick={() => {
            onSelect(session.chatId);
          }}
          sx={{ borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={preview(session.firstMessage)}
            secondary={
              <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Chip
                    component="span"
                    size="small"
                    label={SOURCE_LABELS[session.source]}
                    title={session.requestOrigin ?? undefined}
                  />
                  <Typography component="span" variant="caption">
                    {session.messageCount} messages
                    {session.thumbsUp > 0 ? ` · 👍 ${session.thumbsUp}` : ''}
                    {session.thumbsDown > 0 ? ` · 👎 ${session.thumbsDown}` : ''}
                  </Typography>
                </Stack>
                <Typography component="span" variant="caption">
                  {formatDateTime(session.lastDate)}
                </Typography>
              </Stack>
            }
          />
        </ListItemButton>
      ))}
    </List>
  );
}
