import { errorMessage } from '@loomflow/core';
import type { OrganizationMember, Role } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { usersApi } from './users.api.ts';
import { ChoiceField } from '../../ui/ChoiceField.tsx';

export interface ChangeRoleDialogProps {
  readonly member: OrganizationMember;
  readonly organizationId: string;
  readonly roles: readonly Role[];
  readonly onChanged: () => void;
  readonly onClose: () => void;
}

/** Gives a member another organization role; it applies in each of their workspaces on their next request. */
export function ChangeRoleDialog({
  member,
  organizationId,
  roles,
  onChanged,
  onClose,
}: ChangeRoleDialogProps) {
  const [roleId, setRoleId] = useState(member.role.id);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await usersApi.update({ organizationId, userId: member.userId }, { roleId });
      notify.success(
        `${member.email} now has the role ${roles.find((role) => role.id === roleId)?.name ?? roleId}`,
      );
      onChanged();
      onClose();
    } catch (caught: unknown) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="change-role-title">
      <DialogTitle id="change-role-title">Change Role</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            The role {member.name || member.email} works with in every workspace of the organization.
          </DialogContentText>
          <ChoiceField
            label="Role"
            value={roleId}
            onChange={setRoleId}
            choices={roles.map((role) => ({ value: role.id, label: role.name }))}
          />
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={pending || roleId === member.role.id}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
