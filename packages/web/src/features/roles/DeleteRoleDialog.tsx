import { errorMessage } from '@loomflow/core';
import type { Role } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { useDeleteRole } from './useRoles.ts';

export interface DeleteRoleDialogProps {
  readonly role: Role;
  /** Every role of the organization, to reassign the holders to. */
  readonly roles: readonly Role[];
  readonly onClose: () => void;
}

const people = (count: number) => (count === 1 ? '1 user' : `${String(count)} users`);

/** Deleting a role; one still held asks which role its users move to first. */
export function DeleteRoleDialog({ role, roles, onClose }: DeleteRoleDialogProps) {
  const remove = useDeleteRole();
  const others = roles.filter((candidate) => candidate.id !== role.id);
  const [target, setTarget] = useState('');
  const inUse = role.userCount > 0;

  const submit = async () => {
    try {
      await remove.mutateAsync({ id: role.id, reassignToRoleId: inUse ? target : undefined });
      notify.success(`Role ${role.name} deleted`);
      onClose();
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-role-title">
      <DialogTitle id="delete-role-title">Delete Role</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {inUse
              ? `Role ${role.name} is assigned to ${people(role.userCount)}. Choose the role they get instead.`
              : `Delete the role ${role.name}?`}
          </DialogContentText>
          {inUse ? (
            <TextField
              select
              label="Reassign users to"
              value={target}
              onChange={(event) => {
                setTarget(event.target.value);
              }}
            >
              {others.map((candidate) => (
                <MenuItem key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {remove.error ? <Alert severity="error">{errorMessage(remove.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void submit()}
          disabled={remove.isPending || (inUse && target === '')}
        >
          {inUse ? 'Reassign and delete' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
