import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';

export interface DeleteProviderAssistantDialogProps {
  readonly name: string;
  readonly provider: string;
  readonly deleting: boolean;
  readonly onConfirm: (deleteAtProvider: boolean) => void;
  readonly onClose: () => void;
}

/** Asks before deleting an OpenAI / Azure assistant, and whether to delete it at the provider too. */
export function DeleteProviderAssistantDialog({
  name,
  provider,
  deleting,
  onConfirm,
  onClose,
}: DeleteProviderAssistantDialogProps) {
  const [both, setBoth] = useState(false);
  return (
    <Dialog
      open
      onClose={() => {
        if (!deleting) onClose();
      }}
      aria-labelledby="delete-assistant-title"
    >
      <DialogTitle id="delete-assistant-title">Delete Assistant</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Delete &ldquo;{name}&rdquo; from Loomflow? Without the option below it stays at {provider}.
        </DialogContentText>
        <FormControlLabel
          label={`Also delete it from ${provider}`}
          control={
            <Checkbox
              checked={both}
              disabled={deleting}
              onChange={(event) => {
                setBoth(event.target.checked);
              }}
            />
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={deleting}
          onClick={() => {
            onConfirm(both);
          }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
