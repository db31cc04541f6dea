import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { Suspense, lazy } from 'react';
import { PageLoader } from '../../../ui/PageLoader.tsx';

// The chat (markdown renderer included) loads when first opened, not with the builder.
const SavedFlowChat = lazy(async () => ({
  default: (await import('../../chat/SavedFlowChat.tsx')).SavedFlowChat,
}));

export interface AssistantTryPanelProps {
  /** The assistant's id, which is also its generated flow's id. */
  readonly assistantId: string;
  readonly unsaved: boolean;
  readonly onClose: () => void;
}

/** Chat with the assistant as saved: the same chat as a flow's, run through its generated flow. */
export function AssistantTryPanel({ assistantId, unsaved, onClose }: AssistantTryPanelProps) {
  return (
    <Paper
      variant="outlined"
      role="complementary"
      aria-label="Assistant chat"
      sx={{
        height: { xs: 560, lg: 'calc(100vh - 160px)' },
        position: { lg: 'sticky' },
        top: { lg: 88 },
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      {unsaved ? (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          The chat runs the saved assistant: save to try your latest changes.
        </Alert>
      ) : null}
      <Suspense fallback={<PageLoader label="Loading the chat" />}>
        <SavedFlowChat flowId={assistantId} onClose={onClose} />
      </Suspense>
    </Paper>
  );
}
