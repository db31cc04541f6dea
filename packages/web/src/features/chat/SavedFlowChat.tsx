import type { Chatflow } from '@loomflow/core';
import { errorMessage } from '@loomflow/core';
import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatUploadsApi } from '../../api/chat-uploads.api.ts';
import { chatflowsApi } from '../../api/chatflows.api.ts';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import type { ChatAppearance } from './chat-appearance.ts';
import { ChatView } from './ChatView.tsx';
import { chatbotConfigOf, startFormOf } from './start-form.ts';
import { useChatSession } from './useChatSession.ts';

const NO_THEME: ChatAppearance = {};

function FlowChat({ flow, onClose }: { readonly flow: Chatflow; readonly onClose: () => void }) {
  const session = useChatSession({ flowId: flow.id, audience: 'internal' });
  const uploads = useQuery({
    queryKey: ['chatflows-uploads', flow.id],
    queryFn: () => chatUploadsApi.config(flow.id),
    retry: false,
  });
  const config = useMemo(() => chatbotConfigOf(flow.chatbotConfig), [flow.chatbotConfig]);
  const startForm = useMemo(() => startFormOf(flow.flowData), [flow.flowData]);
  const clear = async () => {
    try {
      await session.clear();
    } catch (error: unknown) {
      notify.error(`Could not clear the chat: ${errorMessage(error)}`);
    }
  };
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle1" sx={{ flexGrow: 1 }} noWrap>
          Chat with {flow.name}
        </Typography>
        <Tooltip title="Clear chat">
          <IconButton aria-label="Clear chat" onClick={() => void clear()}>
            <DeleteSweepIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Close">
          <IconButton aria-label="Close chat" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flexGrow: 1, minHeight: 0 }}>
        <ChatView
          session={session}
          flowId={flow.id}
          config={config}
          uploads={uploads.data}
          startForm={startForm}
          appearance={NO_THEME}
        />
      </Box>
    </>
  );
}

/** The saved flow as the server runs it, read fresh each time the chat opens. */
export function SavedFlowChat({
  flowId,
  onClose,
}: {
  readonly flowId: string;
  readonly onClose: () => void;
}) {
  const flow = useQuery({
    queryKey: ['chat-panel-flow', flowId],
    queryFn: () => chatflowsApi.get(flowId),
    staleTime: 0,
  });
  if (flow.error) return <Alert severity="error">Could not load the flow: {errorMessage(flow.error)}</Alert>;
  if (!flow.data) return <PageLoader label="Loading the chat" />;
  return <FlowChat flow={flow.data} onClose={onClose} />;
}
