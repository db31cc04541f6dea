import type { ChatSessionSummary } from '@loomflow/core';
import { errorMessage } from '@loomflow/core';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { messageHistoryApi } from '../../api/message-history.api.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { SOURCE_LABELS } from './message-parts.ts';

export interface ConversationPaneProps {
  readonly flowId: string;
  readonly session: ChatSessionSummary;
  readonly onDelete: () => void;
  readonly deleting: boolean;
}

/** The selected conversation: who and where it came from, its messages with their feedback, and deletion. */
export function ConversationPane({ flowId, session, onDelete, deleting }: ConversationPaneProps) {
  const messages = useQuery({
    queryKey: ['message-history', flowId, 'chat', session.chatId],
    queryFn: () => messageHistoryApi.messages(flowId, { chatId: session.chatId }),
  });
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', pb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            Chat {session.chatId}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {SOURCE_LABELS[session.source]}
            {session.requestOrigin ? ` · ${session.requestOrigin}` : ''}
            {session.sessionId && session.sessionId !== session.chatId
              ? ` · session ${session.sessionId}`
              : ''}
          </Typography>
        </Box>
        <Button
          color="error"
          size="small"
          startIcon={<DeleteOutlineIcon />}
          disabled={deleting}
          onClick={onDelete}
        >
          Delete conversation
        </Button>
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', pt: 1.5, pr: 1 }} data-testid="conversation">
        {messages.isPending ? <CircularProgress size={24} aria-label="Loading messages" /> : null}
        {messages.isError ? (
          <Alert severity="error">Could not load the messages: {errorMessage(messages.error)}</Alert>
        ) : null}
        {messages.data?.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </Box>
    </Stack>
  );
}
