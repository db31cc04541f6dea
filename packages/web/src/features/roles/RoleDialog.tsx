import { errorMessage } from '@loomflow/core';
import type { Permission, Role } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { issueFor } from '../../api/api-error.ts';
import { notify } from '../../ui/notify.ts';
import { RolePermissionEditor } from './RolePermissionEditor.tsx';
import { useSaveRole } from './useRoles.ts';

export interface RoleDialogProps {
  /** The role to edit or (built-in) to look at; absent to create one. */
  readonly role?: Role | undefined;
  readonly onClose: () => void;
}

/** Create or edit a custom role; a built-in role opens read-only. */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const readOnly = role?.builtIn === true;
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<readonly string[]>(role?.permissions ?? []);
  const [localError, setLocalError] = useState<string | undefined>();

  const submit = async () => {
    if (name.trim() === '') {
      setLocalError('Name is required');
      return;
    }
    if (permissions.length === 0) {
      setLocalError('Choose at least one permission');
      return;
    }
    setLocalError(undefined);
    try {
      await save.mutateAsync({
        id: role?.id,
        request: {
          name: name.trim(),
          description: description.trim() || null,
          permissions: [...permissions],
        },
      });
      notify.success(role ? 'Role updated' : 'Role created');
      onClose();
    } catch {
      // Shown in the dialog below.
    }
  };

  const serverError = save.error ? errorMessage(save.error) : undefined;
  const title = readOnly ? `Role ${role.name} (built-in)` : role ? 'Edit Role' : 'Add Role';
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="role-dialog-title">
      <DialogTitle id="role-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {readOnly ? (
            <Alert severity="info">
              Built-in roles cannot be changed or deleted. Create a custom role instead.
            </Alert>
          ) : null}
          <TextField
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
            disabled={readOnly}
            required
            error={issueFor(save.error, 'name') !== undefined}
            helperText={issueFor(save.error, 'name')}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
            }}
            disabled={readOnly}
          />
          <RolePermissionEditor
            value={permissions}
            onChange={(next: Permission[]) => {
              setPermissions(next);
            }}
            readOnly={readOnly}
            error={issueFor(save.error, 'permissions')}
          />
          {localError ? <Alert severity="warning">{localError}</Alert> : null}
          {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
        {readOnly ? null : (
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
            {role ? 'Save' : 'Add'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
