import { errorMessage } from '@loomflow/core';
import type { Role } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { issueFor } from '../../api/api-error.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { notify } from '../../ui/notify.ts';
import { usersApi } from './users.api.ts';
import { ChoiceField } from '../../ui/ChoiceField.tsx';

export interface InviteUserDialogProps {
  readonly roles: readonly Role[];
  readonly onInvited: () => void;
  readonly onClose: () => void;
}

/** Invites a person by email into a workspace with a role; the mail carries the accept link. */
export function InviteUserDialog({ roles, onInvited, onClose }: InviteUserDialogProps) {
  const user = useAuthStore((state) => state.user);
  const organizationId = user?.activeOrganizationId ?? '';
  // Without workspace:view the organization's list is refused: the caller's own workspaces still work.
  const workspaces = useQuery({
    queryKey: ['invite-workspaces', organizationId],
    queryFn: () => usersApi.workspaces(organizationId),
    retry: false,
  });
  const listed = workspaces.data ?? [];
  const choices = listed.length > 0 ? listed : (user?.assignedWorkspaces ?? []);
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState('builtin-member');
  const [workspaceId, setWorkspaceId] = useState(user?.activeWorkspaceId ?? '');
  const [error, setError] = useState<unknown>(null);
  const [link, setLink] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await usersApi.invite({ user: { email: email.trim() }, roleId, workspaceId });
      onInvited();
      if (result.inviteLink) setLink(result.inviteLink);
      else {
        notify.success(result.message);
        onClose();
      }
    } catch (caught: unknown) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="invite-user-title">
      <DialogTitle id="invite-user-title">Invite User</DialogTitle>
      <DialogContent>
        {link ? (
          <Stack spacing={2}>
            <Alert severity="info">Mail is not configured: send this link to the person yourself.</Alert>
            <Typography sx={{ wordBreak: 'break-all' }} data-testid="invite-link">
              {link}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
              required
              error={issueFor(error, 'email') !== undefined}
              helperText={issueFor(error, 'email')}
            />
            <ChoiceField
              label="Role"
              value={roleId}
              onChange={setRoleId}
              choices={roles.map((role) => ({ value: role.id, label: role.name }))}
            />
            <ChoiceField
              label="Workspace"
              value={workspaceId}
              onChange={setWorkspaceId}
              choices={choices.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
            />
            {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{link ? 'Close' : 'Cancel'}</Button>
        {link ? null : (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={pending || email.trim() === '' || workspaceId === ''}
          >
            Send Invite
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
