import type { CreatedApiKey } from '@loomflow/core';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';

/**
 * Shows a new key's full secret — the only time it is available — with a Copy button. A click outside does
 * not close it, so the secret is not lost by accident.
 */
export function ApiKeySecretDialog({
  apiKey,
  onClose,
}: {
  readonly apiKey: CreatedApiKey;
  readonly onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.apiKeySecret);
      setCopied(true);
      notify.success('API key copied to clipboard');
    } catch {
      notify.error('Could not copy to the clipboard: select the key and copy it by hand');
    }
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="api-key-secret-title"
      data-testid="api-key-secret-dialog"
    >
      <DialogTitle id="api-key-secret-title">API Key Created</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="api-key-secret-warning">
            Copy this key now and store it somewhere safe. You won&apos;t see it again: after you close this
            dialog only a masked version is shown.
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {apiKey.keyName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="code"
              data-testid="api-key-secret"
              sx={{
                flexGrow: 1,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: 14,
                wordBreak: 'break-all',
                userSelect: 'all',
              }}
            >
              {apiKey.apiKeySecret}
            </Box>
            <Button
              variant="outlined"
              onClick={() => void copy()}
              startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
              data-testid="api-key-secret-copy"
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
