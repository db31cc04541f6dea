import { errorMessage } from '@loomflow/core';
import type { PublicChatbotConfig } from '@loomflow/core';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { publicChatbotApi } from '../../api/chat-uploads.api.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { appearanceOf } from '../chat/chat-appearance.ts';
import { ChatView } from '../chat/ChatView.tsx';
import { startFormOf } from '../chat/start-form.ts';
import { useChatSession } from '../chat/useChatSession.ts';
import { DisclaimerDialog } from './DisclaimerDialog.tsx';

function Unavailable({ message }: { readonly message: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Alert severity="info" sx={{ maxWidth: 520 }}>
        {message}
      </Alert>
    </Box>
  );
}

function unavailableMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 401))
    return 'This chatbot is not available: the flow does not exist or is not shared publicly.';
  return `The chatbot could not be loaded: ${errorMessage(error)}`;
}

function Chatbot({ flowId, config }: { readonly flowId: string; readonly config: PublicChatbotConfig }) {
  const session = useChatSession({ flowId, audience: 'public', greeting: config.welcomeMessage });
  const [accepted, setAccepted] = useState(false);
  const appearance = useMemo(() => appearanceOf(config), [config]);
  const startForm = useMemo(() => startFormOf(config.flowData), [config.flowData]);
  const title = config.title ?? config.name ?? 'Chatbot';
  const disclaimer = config.disclaimer?.message ? config.disclaimer : undefined;
  return (
    <Box
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: config.backgroundColor ?? 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          bgcolor: config.titleBackgroundColor ?? 'primary.main',
          color: config.titleTextColor ?? 'primary.contrastText',
        }}
      >
        {config.titleAvatarSrc ? <Avatar src={config.titleAvatarSrc} alt="" /> : null}
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }} noWrap>
          {title}
        </Typography>
        <Tooltip title="New chat">
          <IconButton aria-label="New chat" color="inherit" onClick={() => void session.clear()}>
            <RestartAltIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flexGrow: 1, minHeight: 0, width: '100%', maxWidth: 960, mx: 'auto' }}>
        <ChatView
          session={session}
          flowId={flowId}
          config={config}
          uploads={config.uploads}
          startForm={startForm}
          appearance={appearance}
          captureLead
        />
      </Box>
      {disclaimer && !accepted ? (
        <DisclaimerDialog
          title={disclaimer.title}
          message={disclaimer.message ?? ''}
          buttonText={disclaimer.buttonText}
          onAccept={() => {
            setAccepted(true);
          }}
        />
      ) : null}
    </Box>
  );
}

/** `/chatbot/{id}`: a public flow as a full-page chat, themed by its chatbot configuration; no sign-in. */
export function PublicChatbotPage() {
  const { id = '' } = useParams();
  const config = useQuery({
    queryKey: ['public-chatbot', id],
    queryFn: () => publicChatbotApi.config(id),
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (config.error) return <Unavailable message={unavailableMessage(config.error)} />;
  if (!config.data) return <PageLoader label="Loading the chatbot" />;
  if (config.data.isPublic === false)
    return <Unavailable message="This chatbot is not available: the flow is not shared publicly." />;
  return <Chatbot flowId={id} config={config.data} />;
}
