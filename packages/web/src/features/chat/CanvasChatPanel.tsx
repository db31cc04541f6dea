import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { PageLoader } from '../../ui/PageLoader.tsx';

// The chat (markdown renderer included) loads when first opened, not with the canvas.
const SavedFlowChat = lazy(async () => ({ default: (await import('./SavedFlowChat.tsx')).SavedFlowChat }));

export interface CanvasChatPanelProps {
  /** The flow's id; null while it has never been saved. */
  readonly flowId: string | null;
}

/**
 * The canvas's chat: a button that opens a side panel chatting with the saved flow. The panel stays mounted
 * once opened, so closing it does not lose a streaming answer.
 */
export function CanvasChatPanel({ flowId }: CanvasChatPanelProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <Tooltip title="Chat with the flow" placement="left">
        <Fab
          size="small"
          color="primary"
          aria-label="Open chat"
          onClick={() => {
            // The chat runs the flow as saved: opening reads it again (settings or graph may have been saved).
            if (!open && flowId)
              void queryClient.invalidateQueries({ queryKey: ['chat-panel-flow', flowId] });
            setOpen((value) => !value);
            setOpened(true);
          }}
          sx={{ position: 'absolute', top: 12, right: 12, zIndex: 11 }}
        >
          <ChatIcon />
        </Fab>
      </Tooltip>
      {opened ? (
        <Paper
          elevation={8}
          role="complementary"
          aria-label="Flow chat"
          sx={{
            position: 'absolute',
            top: 64,
            right: 12,
            bottom: 12,
            width: 'min(440px, calc(100% - 24px))',
            zIndex: 11,
            display: open ? 'flex' : 'none',
            flexDirection: 'column',
            overflow: 'hidden',
            // Its size is set here: a streaming answer's layout and paint stay inside the panel.
            contain: 'strict',
          }}
        >
          {flowId ? (
            <Suspense fallback={<PageLoader label="Loading the chat" />}>
              <SavedFlowChat flowId={flowId} onClose={close} />
            </Suspense>
          ) : (
            <Box sx={{ p: 2 }}>
              <Alert
                severity="info"
                action={
                  <IconButton aria-label="Close chat" size="small" onClick={close}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                Save the flow first: the chat runs the saved flow.
              </Alert>
            </Box>
          )}
        </Paper>
      ) : null}
    </>
  );
}
