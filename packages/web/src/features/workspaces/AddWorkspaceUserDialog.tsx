import { errorMessage } from '@loomflow/core';
import type { RoleChoice, WorkspaceDetail } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { useLinkWorkspaceUsers } from './useWorkspacesAdmin.ts';
import { workspacesAdminApi } from './workspaces-admin.api.ts';
import { ChoiceField } from '../../ui/ChoiceField.tsx';

export interface AddWorkspaceUserDialogProps {
  readonly workspace: WorkspaceDetail;
  readonly roles: readonly RoleChoice[];
  readonly onClose: () => void;
}

/** Adds a person of the organization to the workspace with a role. */
export function AddWorkspaceUserDialog({ workspace, roles, onClose }: AddWorkspaceUserDialogProps) {
  const link = useLinkWorkspaceUsers();
  const people = useQuery({
    queryKey: ['organization-users', workspace.organizationId],
    queryFn: () => workspacesAdminApi.organizationUsers(workspace.organizationId),
  });
  const members = new Set(workspace.users.map((member) => member.userId));
  const candidates = (people.data ?? []).filter((person) => !members.has(person.userId));
  const [userId, setUserId] = useState('');
  const [roleId, setRoleId] = useState(
    roles.find((role) => role.name === 'member')?.id ?? roles[0]?.id ?? '',
  );

  const onAdd = async () => {
    try {
      await link.mutateAsync({ workspaceId: workspace.id, request: { users: [{ userId, roleId }] } });
      const person = candidates.find((candidate) => candidate.userId === userId);
      notify.success(`${person?.user.name ?? 'User'} added to ${workspace.name}`);
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to add user: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="add-workspace-user-title">
      <DialogTitle id="add-workspace-user-title">Add User to {workspace.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {people.isError ? (
            <Alert severity="error">
              Could not list the organization&apos;s users: {errorMessage(people.error)}
            </Alert>
          ) : null}
          {link.error ? <Alert severity="error">{errorMessage(link.error)}</Alert> : null}
          <TextField
            select
            label="User"
            value={userId}
            onChange={(event) => {
              setUserId(event.target.value);
            }}
            helperText={
              people.data && candidates.length === 0
                ? 'Everyone in the organization is already in this workspace: invite people from Users first.'
                : 'People of the organization who are not in this workspace yet.'
            }
            slotProps={{ htmlInput: { 'data-testid': 'add-user-select' } }}
          >
            {candidates.map((person) => (
              <MenuItem key={person.userId} value={person.userId}>
                {person.user.name} ({person.user.email})
              </MenuItem>
            ))}
          </TextField>
          <ChoiceField
            label="Role"
            value={roleId}
            onChange={setRoleId}
            choices={roles.map((role) => ({ value: role.id, label: role.name }))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={link.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={userId === '' || roleId === ''}
          loading={link.isPending}
          onClick={() => void onAdd()}
          data-testid="confirm-add-workspace-user"
        >
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
