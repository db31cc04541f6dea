import { API_KEY_PERMISSIONS, apiKeyNameSchema, errorMessage } from '@loomflow/core';
import type { CreatedApiKey, Permission } from '@loomflow/core';
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
import { PermissionPicker } from './PermissionPicker.tsx';
import { useCreateApiKey } from './useApiKeys.ts';
import { requiredInput } from '../../ui/form-props.ts';

export const NO_PERMISSION_SELECTED = 'Choose at least one permission';

export interface CreateApiKeyDialogProps {
  readonly onClose: () => void;
  /** Called with the created key (full secret included) once the server has stored it. */
  readonly onCreated: (key: CreatedApiKey) => void;
}

/** Name and permissions of a new key. A failed save keeps everything typed and shows why. */
export function CreateApiKeyDialog({ onClose, onCreated }: CreateApiKeyDialogProps) {
  const create = useCreateApiKey();
  const [keyName, setKeyName] = useState('');
  const [permissions, setPermissions] = useState<Permission[]>([...API_KEY_PERMISSIONS]);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [permissionsError, setPermissionsError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameProblem = fieldError(apiKeyNameSchema, keyName);
    const permissionsProblem = permissions.length === 0 ? NO_PERMISSION_SELECTED : undefined;
    setNameError(nameProblem);
    setPermissionsError(permissionsProblem);
    if (nameProblem || permissionsProblem) return;
    try {
      const created = await create.mutateAsync({ keyName: keyName.trim(), permissions });
      notify.success('API key created');
      onCreated(created);
    } catch (error: unknown) {
      notify.error(`Failed to create API key: ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      aria-labelledby="create-api-key-title"
      data-testid="create-api-key-dialog"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="create-api-key-title">Create API Key</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError ? <Alert severity="error">{errorMessage(create.error)}</Alert> : null}
            <TextField
              label="Key Name"
              name="keyName"
              autoFocus
              slotProps={requiredInput}
              value={keyName}
              onChange={(event) => {
                setKeyName(event.target.value);
              }}
              error={nameError !== undefined}
              helperText={nameError ?? 'A name that says where the key is used, e.g. "Website chatbot".'}
            />
            <PermissionPicker
              value={permissions}
              onChange={setPermissions}
              error={permissionsError}
              disabled={create.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
