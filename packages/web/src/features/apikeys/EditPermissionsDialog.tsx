import { errorMessage, isPermission } from '@loomflow/core';
import type { ApiKey, Permission } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { NO_PERMISSION_SELECTED } from './CreateApiKeyDialog.tsx';
import { PermissionPicker } from './PermissionPicker.tsx';
import { useUpdateApiKey } from './useApiKeys.ts';

/** Changes what a key may do; takes effect for its next request. */
export function EditPermissionsDialog({
  apiKey,
  onClose,
}: {
  readonly apiKey: ApiKey;
  readonly onClose: () => void;
}) {
  const update = useUpdateApiKey();
  const [permissions, setPermissions] = useState<Permission[]>(() => apiKey.permissions.filter(isPermission));
  const [permissionsError, setPermissionsError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = permissions.length === 0 ? NO_PERMISSION_SELECTED : undefined;
    setPermissionsError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ id: apiKey.id, changes: { permissions } });
      notify.success('Permissions updated');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to update permissions: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      aria-labelledby="edit-permissions-title"
      data-testid="edit-permissions-dialog"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="edit-permissions-title">Edit Permissions</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              What the key <strong>{apiKey.keyName}</strong> may do. Changes apply to its next request.
            </DialogContentText>
            {update.isError ? <Alert severity="error">{errorMessage(update.error)}</Alert> : null}
            <PermissionPicker
              value={permissions}
              onChange={setPermissions}
              error={permissionsError}
              disabled={update.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
