import { errorMessage } from '@loomflow/core';
import type { Chatflow } from '@loomflow/core';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { chatflowsApi } from '../../api/chatflows.api.ts';
import { notify } from '../../ui/notify.ts';
import {
  chatbotConfigWithTheme,
  parseChatbotConfig,
  readChatbotTheme,
  validateChatbotTheme,
} from './chatbot-theme.ts';
import type { ChatbotTheme } from './chatbot-theme.ts';
import { CopyButton } from './CopyButton.tsx';
import { chatbotLink } from './embed-snippets.ts';
import { ThemeEditor } from './ThemeEditor.tsx';
import { ThemePreview } from './ThemePreview.tsx';

export interface ShareChatbotDialogProps {
  readonly flow: Chatflow;
  readonly onClose: () => void;
  /** The flow as saved (new `updatedDate`, `isPublic`, `chatbotConfig`). */
  readonly onSaved: (flow: Chatflow) => void;
  /** Opens the flow settings at Allowed Origins, when the host offers it. */
  readonly onOpenAllowedOrigins?: () => void;
  readonly origin?: string;
}

/** Share chatbot: make the flow's chat public at `/chatbot/{id}` and style it (saved in `chatbotConfig`). */
export function ShareChatbotDialog({
  flow,
  onClose,
  onSaved,
  onOpenAllowedOrigins,
  origin = window.location.origin,
}: ShareChatbotDialogProps) {
  const [current, setCurrent] = useState(flow);
  const [theme, setTheme] = useState<ChatbotTheme>(() =>
    readChatbotTheme(parseChatbotConfig(flow.chatbotConfig)),
  );
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateChatbotTheme(theme);
  const link = chatbotLink(origin, flow.id);
  const isPublic = current.isPublic === true;

  const adopt = (saved: Chatflow) => {
    setCurrent(saved);
    onSaved(saved);
  };

  const togglePublic = async (next: boolean) => {
    setFailure(null);
    try {
      adopt(await chatflowsApi.update(flow.id, { isPublic: next }));
      notify.success(next ? 'The chatbot is public' : 'The chatbot is no longer public');
    } catch (error: unknown) {
      setFailure(`Failed to change who can use the chatbot: ${errorMessage(error)}`);
    }
  };

  const save = async () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      adopt(
        await chatflowsApi.update(flow.id, {
          chatbotConfig: chatbotConfigWithTheme(current.chatbotConfig, theme),
        }),
      );
      notify.success('Chatbot configuration saved');
      onClose();
    } catch (error: unknown) {
      setFailure(`Failed to save the chatbot configuration: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="share-chatbot-title">
      <DialogTitle id="share-chatbot-title">Share chatbot</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <FormControlLabel
            label="Make public: anyone with the link can chat, without signing in"
            control={
              <Switch
                checked={isPublic}
                onChange={(event) => {
                  void togglePublic(event.target.checked);
                }}
              />
            }
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label="Chatbot link"
              value={link}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <CopyButton text={link} label="Copy" />
            <Button size="small" startIcon={<OpenInNewIcon />} href={link} target="_blank" rel="noreferrer">
              Open
            </Button>
          </Stack>
          {!isPublic ? (
            <Typography variant="body2" color="text.secondary">
              The link opens for visitors who are not signed in once the chatbot is public.
            </Typography>
          ) : null}
          {onOpenAllowedOrigins ? (
            <Box>
              <Button size="small" onClick={onOpenAllowedOrigins}>
                Allowed origins…
              </Button>
            </Box>
          ) : null}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flexGrow: 1 }}>
            <ThemeEditor theme={theme} onChange={setTheme} errors={showErrors ? errors : {}} />
          </Box>
          <Box sx={{ width: { md: 320 }, flexShrink: 0 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Preview
            </Typography>
            <ThemePreview theme={theme} />
          </Box>
        </Stack>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
