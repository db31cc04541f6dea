import { errorMessage } from '@loomflow/core';
import type { Workspace } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { useDeleteWorkspace } from './useWorkspacesAdmin.ts';
import { workspacesAdminApi } from './workspaces-admin.api.ts';
import { ownedItemLines } from './workspace-contents-lines.ts';

export interface DeleteWorkspaceDialogProps {
  readonly workspace: Workspace;
  readonly onClose: () => void;
}

/**
 * Deleting a workspace removes everything it owns: the dialog lists it and asks for the workspace's name before
 * the Delete button unlocks.
 */
export function DeleteWorkspaceDialog({ workspace, onClose }: DeleteWorkspaceDialogProps) {
  const remove = useDeleteWorkspace();
  const [typed, setTyped] = useState('');
  const contents = useQuery({
    queryKey: ['workspace-contents', workspace.id],
    queryFn: () => workspacesAdminApi.contents(workspace.id),
  });
  const lines = contents.data ? ownedItemLines(contents.data) : [];
  const confirmed = typed.trim() === workspace.name;

  const onDelete = async () => {
    try {
      await remove.mutateAsync(workspace.id);
      notify.success(`Workspace "${workspace.name}" deleted`);
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to delete workspace: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      aria-labelledby="delete-workspace-title"
    >
      <DialogTitle id="delete-workspace-title">Delete Workspace</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {remove.error ? <Alert severity="error">{errorMessage(remove.error)}</Alert> : null}
          {contents.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={18} />
              <Typography>Counting what the workspace holds…</Typography>
            </Stack>
          ) : contents.isError ? (
            <Alert severity="error">Could not count its contents: {errorMessage(contents.error)}</Alert>
          ) : (
            <Alert severity="warning" data-testid="workspace-contents">
              {lines.length === 0
                ? `"${workspace.name}" holds no flows, credentials or other items.`
                : `Deleting "${workspace.name}" also deletes, for good: ${lines.join(', ')}.`}{' '}
              {contents.data.users > 0
                ? `${String(contents.data.users)} ${contents.data.users === 1 ? 'person loses' : 'people lose'} access to it (they stay in the organization).`
                : ''}
            </Alert>
          )}
          <TextField
            label={`Type "${workspace.name}" to confirm`}
            value={typed}
            autoFocus
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            disabled={remove.isPending}
            slotProps={{ htmlInput: { 'data-testid': 'confirm-workspace-name' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!confirmed || contents.isPending}
          loading={remove.isPending}
          onClick={() => void onDelete()}
          data-testid="confirm-delete-workspace"
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
