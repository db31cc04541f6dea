import { errorMessage, workspaceDescriptionSchema, workspaceNameSchema } from '@loomflow/core';
import type { Workspace } from '@loomflow/core';
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
import { useCreateWorkspace, useUpdateWorkspace } from './useWorkspacesAdmin.ts';

export interface WorkspaceDialogProps {
  readonly existing?: Workspace;
  readonly onClose: () => void;
}

/** Add a workspace, or rename / describe one (the Default Workspace keeps its name). */
export function WorkspaceDialog({ existing, onClose }: WorkspaceDialogProps) {
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [descriptionError, setDescriptionError] = useState<string | undefined>(undefined);
  const fixedName = existing?.isDefault === true;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameProblem = fixedName ? undefined : fieldError(workspaceNameSchema, name);
    const descriptionProblem = fieldError(workspaceDescriptionSchema, description);
    setNameError(nameProblem);
    setDescriptionError(descriptionProblem);
    if (nameProblem ?? descriptionProblem) return;
    const trimmedDescription = description.trim() === '' ? null : description.trim();
    try {
      if (existing) {
        await update.mutateAsync({
          id: existing.id,
          ...(fixedName ? {} : { name: name.trim() }),
          description: trimmedDescription,
        });
        notify.success('Workspace saved');
      } else {
        await create.mutateAsync({ name: name.trim(), description: trimmedDescription });
        notify.success(`Workspace "${name.trim()}" created`);
      }
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to save workspace: ${errorMessage(error)}`);
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
      aria-labelledby="workspace-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="workspace-dialog-title">{existing ? 'Edit Workspace' : 'Add Workspace'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            <TextField
              label="Workspace Name"
              name="name"
              autoFocus={!fixedName}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              error={nameError !== undefined}
              helperText={
                nameError ??
                (fixedName
                  ? 'The Default Workspace keeps its name.'
                  : 'Unique in the organization, whatever the letter case.')
              }
              disabled={saving || fixedName}
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
              error={descriptionError !== undefined}
              helperText={descriptionError}
              disabled={saving}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving} data-testid="save-workspace">
            {existing ? 'Save' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
