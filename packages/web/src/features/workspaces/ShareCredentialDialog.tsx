import { errorMessage } from '@loomflow/core';
import type { Workspace } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCredentials } from '../credentials/useCredentials.ts';
import { notify } from '../../ui/notify.ts';
import { workspacesAdminApi } from './workspaces-admin.api.ts';

export interface ShareCredentialDialogProps {
  readonly workspaces: readonly Workspace[];
  readonly activeWorkspaceId: string;
  readonly onClose: () => void;
}

/**
 * Shares a credential of the active workspace, read-only, with other workspaces of the organization
 * (`/workspace/shared/{id}`): they can use it in their flows but not see or change its secret fields.
 */
export function ShareCredentialDialog({
  workspaces,
  activeWorkspaceId,
  onClose,
}: ShareCredentialDialogProps) {
  const credentials = useCredentials();
  const [credentialId, setCredentialId] = useState('');
  // The ticks the admin changed; null shows the current shares.
  const [edited, setSelected] = useState<ReadonlySet<string> | null>(null);
  const shares = useQuery({
    queryKey: ['workspace-shares', credentialId],
    queryFn: () => workspacesAdminApi.shares(credentialId, 'credential'),
    enabled: credentialId !== '',
  });
  const selected: ReadonlySet<string> =
    edited ?? new Set((shares.data ?? []).map((share) => share.sharedWith));
  const save = useMutation({
    mutationFn: () => workspacesAdminApi.share(credentialId, 'credential', [...selected]),
  });
  const others = workspaces.filter((workspace) => workspace.id !== activeWorkspaceId);
  const active = workspaces.find((workspace) => workspace.id === activeWorkspaceId);

  const onSave = async () => {
    try {
      const result = await save.mutateAsync();
      notify.success(
        result.length === 0
          ? 'Credential no longer shared'
          : `Credential shared with ${String(result.length)} workspace(s)`,
      );
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to share credential: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="share-credential-title">
      <DialogTitle id="share-credential-title">Share Credential</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            A credential of {active ? `"${active.name}"` : 'your active workspace'} becomes usable, read-only,
            in the workspaces you tick. Untick all to stop sharing it.
          </DialogContentText>
          {credentials.isError ? (
            <Alert severity="error">Could not load credentials: {errorMessage(credentials.error)}</Alert>
          ) : null}
          {save.error ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
          <TextField
            select
            label="Credential"
            value={credentialId}
            onChange={(event) => {
              setCredentialId(event.target.value);
              setSelected(null);
            }}
            helperText={credentials.data?.length === 0 ? 'This workspace has no credentials yet.' : undefined}
          >
            {(credentials.data ?? []).map((credential) => (
              <MenuItem key={credential.id} value={credential.id}>
                {credential.name}
              </MenuItem>
            ))}
          </TextField>
          {credentialId !== '' ? (
            shares.isError ? (
              <Alert severity="error">Could not load its shares: {errorMessage(shares.error)}</Alert>
            ) : (
              <FormGroup aria-label="Share with">
                {others.map((workspace) => (
                  <FormControlLabel
                    key={workspace.id}
                    label={workspace.name}
                    control={
                      <Checkbox
                        checked={selected.has(workspace.id)}
                        disabled={shares.isPending}
                        onChange={(event) => {
                          const next = new Set(selected);
                          if (event.target.checked) next.add(workspace.id);
                          else next.delete(workspace.id);
                          setSelected(next);
                        }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            )
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSave()}
          disabled={credentialId === '' || shares.isPending}
          loading={save.isPending}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
