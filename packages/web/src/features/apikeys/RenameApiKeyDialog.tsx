import { apiKeyNameSchema, errorMessage } from '@loomflow/core';
import type { ApiKey } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { fieldError } from '../auth/form-validation.ts';
import { useUpdateApiKey } from './useApiKeys.ts';
import { requiredInput } from '../../ui/form-props.ts';

/** Renames a key; the secret and permissions stay as they are. */
export function RenameApiKeyDialog({
  apiKey,
  onClose,
}: {
  readonly apiKey: ApiKey;
  readonly onClose: () => void;
}) {
  const update = useUpdateApiKey();
  const [keyName, setKeyName] = useState(apiKey.keyName);
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(apiKeyNameSchema, keyName);
    setNameError(problem);
    if (problem) return;
    if (keyName.trim() === apiKey.keyName) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: apiKey.id, changes: { keyName: keyName.trim() } });
      notify.success('API key renamed');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to rename API key: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      maxWidth="xs"
      aria-labelledby="rename-api-key-title"
      data-testid="rename-api-key-dialog"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="rename-api-key-title">Rename API Key</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {update.isError ? <Alert severity="error">{errorMessage(update.error)}</Alert> : null}
            <TextField
              label="Key Name"
              name="keyName"
              autoFocus
              slotProps={requiredInput}
              value={keyName}
              onChange={(event) => {
                setKeyName(event.target.value);
              }}
              error={nameError !== undefined}
              helperText={nameError}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
