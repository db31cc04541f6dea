import { errorMessage } from '@loomflow/core';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageHistoryApi } from '../../api/message-history.api.ts';
import { notify } from '../../ui/notify.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import { ConversationPane } from './ConversationPane.tsx';
import { downloadText } from './download-text.ts';
import { filterProblem, historyFilter, NO_FILTER } from './history-filter.ts';
import type { HistoryFilterState } from './history-filter.ts';
import { HistoryFilters } from './HistoryFilters.tsx';
import { exportConversations, exportFileName } from './message-export.ts';
import { SessionList } from './SessionList.tsx';

export interface ViewMessagesDialogProps {
  readonly flow: { readonly id: string; readonly name: string };
  readonly onClose: () => void;
}

/** A flow's message history: conversations by session with filters, one conversation's messages, delete, export. */
export function ViewMessagesDialog({ flow, onClose }: ViewMessagesDialogProps) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [filterState, setFilterState] = useState<HistoryFilterState>(NO_FILTER);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState<'delete' | 'export' | null>(null);
  const problem = filterProblem(filterState);
  const filter = historyFilter(filterState);
  const sessions = useQuery({
    queryKey: ['message-history', flow.id, 'sessions', filter],
    queryFn: () => messageHistoryApi.sessions(flow.id, filter),
    enabled: problem === undefined,
  });
  const list = sessions.data ?? [];
  const current = list.find((session) => session.chatId === selected) ?? list[0];

  const remove = async (chatId: string) => {
    const confirmed = await confirm({
      title: 'Delete this conversation?',
      description: 'Its messages and the feedback given on them are deleted for good.',
      confirmButtonName: 'Delete',
    });
    if (!confirmed) return;
    setBusy('delete');
    try {
      await messageHistoryApi.removeChat(flow.id, chatId);
      setSelected(null);
      await queryClient.invalidateQueries({ queryKey: ['message-history', flow.id] });
      notify.success('Conversation deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete the conversation: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const exportShown = async () => {
    setBusy('export');
    try {
      const messages = await messageHistoryApi.messages(flow.id, filter);
      const conversations = exportConversations(
        messages,
        list.map((session) => session.chatId),
      );
      downloadText(exportFileName(flow.name), JSON.stringify(conversations, null, 2), 'application/json');
    } catch (error: unknown) {
      notify.error(`Failed to export the messages: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="view-messages-title">
      <DialogTitle id="view-messages-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>Messages · {flow.name}</Box>
        <Button
          size="small"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={list.length === 0 || busy !== null}
          onClick={() => void exportShown()}
        >
          Export JSON
        </Button>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <HistoryFilters value={filterState} onChange={setFilterState} problem={problem} />
        {sessions.isError ? (
          <Alert severity="error">Could not load the conversations: {errorMessage(sessions.error)}</Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ height: '60vh', minHeight: 320 }}>
          <Box sx={{ width: 320, flexShrink: 0, overflowY: 'auto', borderRight: 1, borderColor: 'divider' }}>
            {sessions.isPending && problem === undefined ? (
              <CircularProgress size={24} aria-label="Loading conversations" />
            ) : null}
            {sessions.isSuccess && list.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                No conversations match these filters.
              </Typography>
            ) : null}
            <SessionList sessions={list} selected={current?.chatId ?? null} onSelect={setSelected} />
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {current ? (
              <ConversationPane
                key={current.chatId}
                flowId={flow.id}
                session={current}
                deleting={busy === 'delete'}
                onDelete={() => void remove(current.chatId)}
              />
            ) : null}
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
