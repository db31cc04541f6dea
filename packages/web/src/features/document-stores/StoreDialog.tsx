import { documentStoreNameSchema, errorMessage } from '@loomflow/core';
import type { DocumentStore } from '@loomflow/core';
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
import { useCreateStore, useUpdateStore } from './useDocumentStores.ts';

export interface StoreDialogProps {
  /** Rename and describe this store; absent: create one. */
  readonly existing?: DocumentStore;
  readonly onClose: () => void;
  readonly onCreated?: (store: DocumentStore) => void;
}

/** Create a document store, or rename and describe one. */
export function StoreDialog({ existing, onClose, onCreated }: StoreDialogProps) {
  const create = useCreateStore();
  const update = useUpdateStore();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(documentStoreNameSchema, name);
    setNameError(problem);
    if (problem) return;
    const request = { name: name.trim(), description };
    try {
      if (existing) {
        await update.mutateAsync({ id: existing.id, changes: request });
        notify.success('Document store saved');
      } else {
        const created = await create.mutateAsync(request);
        notify.success('Document store created');
        onCreated?.(created);
      }
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to save document store: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={() => {
        if (!saving) onClose();
      }}
      aria-labelledby="store-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="store-dialog-title">
          {existing ? 'Edit Document Store' : 'Add New Document Store'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            <TextField
              label="Name"
              name="name"
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              error={nameError !== undefined}
              helperText={nameError}
              disabled={saving}
            />
            <TextField
              label="Description"
              name="description"
              multiline
              minRows={3}
              maxRows={8}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
              }}
              disabled={saving}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {existing ? 'Save' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
