import { errorMessage, nameSchema } from '@loomflow/core';
import type { Dataset } from '@loomflow/core';
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
import { useCreateDataset, useUpdateDataset } from './useDatasets.ts';

export interface DatasetDialogProps {
  readonly existing?: Dataset;
  readonly onClose: () => void;
  /** Called with the new dataset after creating one. */
  readonly onCreated?: (dataset: Dataset) => void;
}

/** Create a dataset, or rename and describe one. */
export function DatasetDialog({ existing, onClose, onCreated }: DatasetDialogProps) {
  const create = useCreateDataset();
  const update = useUpdateDataset();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(nameSchema, name);
    setNameError(problem);
    if (problem) return;
    const request = { name: name.trim(), description: description.trim() };
    try {
      if (existing) {
        await update.mutateAsync({ id: existing.id, changes: request });
        notify.success('Dataset saved');
      } else {
        const created = await create.mutateAsync(request);
        notify.success('Dataset created');
        onCreated?.(created);
      }
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to save dataset: ${errorMessage(error)}`);
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
      aria-labelledby="dataset-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="dataset-dialog-title">{existing ? 'Edit Dataset' : 'Add Dataset'}</DialogTitle>
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
              minRows={2}
              maxRows={6}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
              }}
              helperText="What the rows test, for the people choosing it in an evaluation."
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
