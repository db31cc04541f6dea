import { errorMessage, variableNameSchema } from '@loomflow/core';
import type { Variable, VariableType } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { fieldError } from '../auth/form-validation.ts';
import { useAccess } from '../auth/useAccess.ts';
import { useCreateVariable, useUpdateVariable } from './useVariables.ts';

export interface VariableDialogProps {
  readonly existing?: Variable;
  readonly onClose: () => void;
}

/** What the Type field says under a runtime variable: the server reads only the names it was told to. */
export const RUNTIME_VARIABLE_HINT =
  "Read from the server's environment variable of the same name when a flow runs. The server's administrator " +
  "must list the name in RUNTIME_VARIABLES_ALLOW (names or PREFIX_*); Loomflow's own settings are never read.";

/**
 * Add or edit a variable: its name, and a static value or the runtime environment variable it reads. Loomflow
 * Cloud has no runtime variables, so there the dialog offers static ones only.
 */
export function VariableDialog({ existing, onClose }: VariableDialogProps) {
  const { platform } = useAccess();
  const runtimeOffered = platform !== 'cloud' || existing?.type === 'runtime';
  const create = useCreateVariable();
  const update = useUpdateVariable();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [name, setName] = useState(existing?.name ?? '');
  const [type, setType] = useState<VariableType>(existing?.type ?? 'static');
  const [value, setValue] = useState(existing?.value ?? '');
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(variableNameSchema, name);
    setNameError(problem);
    if (problem) return;
    const request = { name: name.trim(), type, value: type === 'static' ? value : '' };
    try {
      if (existing) await update.mutateAsync({ id: existing.id, changes: request });
      else await create.mutateAsync(request);
      notify.success(existing ? 'Variable saved' : 'Variable added');
      onClose();
    } catch (error: unknown) {
      notify.error(`Failed to save variable: ${errorMessage(error)}`);
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
      aria-labelledby="variable-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="variable-dialog-title">{existing ? 'Edit Variable' : 'Add Variable'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            <TextField
              label="Variable Name"
              name="name"
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              error={nameError !== undefined}
              helperText={nameError ?? `Used as {{ $vars.${name.trim() || 'name'} }} in flows.`}
              disabled={saving}
            />
            <TextField
              select
              label="Type"
              value={type}
              onChange={(event) => {
                setType(event.target.value === 'runtime' ? 'runtime' : 'static');
              }}
              helperText={
                type === 'runtime'
                  ? platform === 'cloud'
                    ? 'Runtime variables are not available on Loomflow Cloud: change it to Static.'
                    : RUNTIME_VARIABLE_HINT
                  : 'The value typed here.'
              }
              disabled={saving}
            >
              <MenuItem value="static">Static</MenuItem>
              {runtimeOffered ? (
                <MenuItem value="runtime" disabled={platform === 'cloud'}>
                  Runtime
                </MenuItem>
              ) : null}
            </TextField>
            {type === 'static' ? (
              <TextField
                label="Value"
                name="value"
                multiline
                maxRows={8}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                }}
                disabled={saving}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {existing ? 'Save' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
