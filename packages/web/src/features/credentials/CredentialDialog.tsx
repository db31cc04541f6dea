import { credentialNameSchema, errorMessage } from '@loomflow/core';
import type { Credential, CredentialDetail, CredentialType } from '@loomflow/core';
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
import { CredentialFieldInput } from './CredentialFieldInput.tsx';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';
import { dataToSend, fieldErrors, initialValues, storedSecrets } from './credential-form.ts';
import type { FormValues } from './credential-form.ts';
import { useCreateCredential, useUpdateCredential } from './useCredentials.ts';

export interface CredentialDialogProps {
  readonly type: CredentialType;
  /** The credential being edited (secret fields redacted); absent when adding one. */
  readonly existing?: CredentialDetail;
  readonly onClose: () => void;
  readonly onSaved: (credential: Credential) => void;
}

/** Name and fields of a credential. Saved secrets are never shown again: empty keeps them. */
export function CredentialDialog({ type, existing, onClose, onSaved }: CredentialDialogProps) {
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const kept = storedSecrets(type, existing?.plainDataObj);
  const [name, setName] = useState(existing?.name ?? '');
  const [values, setValues] = useState<FormValues>(() => initialValues(type, existing?.plainDataObj));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = fieldErrors(type, values, kept);
    const nameProblem = fieldError(credentialNameSchema, name);
    if (nameProblem) problems.name = nameProblem;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const plainDataObj = dataToSend(type, values, kept);
    try {
      const saved = existing
        ? await update.mutateAsync({ id: existing.id, changes: { name: name.trim(), plainDataObj } })
        : await create.mutateAsync({ name: name.trim(), credentialName: type.name, plainDataObj });
      notify.success(existing ? 'Credential saved' : 'Credential added');
      onSaved(saved);
    } catch (error: unknown) {
      notify.error(`Failed to save credential: ${errorMessage(error)}`);
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
      aria-labelledby="credential-dialog-title"
      data-testid="credential-dialog"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate autoComplete="off">
        <DialogTitle id="credential-dialog-title">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CredentialTypeIcon type={type} />
            <span>{existing ? `Edit ${type.label}` : `Add ${type.label}`}</span>
          </Stack>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            {type.description ? <Alert severity="info">{type.description}</Alert> : null}
            <TextField
              label="Credential Name"
              name="name"
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              error={errors.name !== undefined}
              helperText={errors.name ?? 'A name to pick it by in flows, e.g. "OpenAI (team account)".'}
              disabled={saving}
            />
            {type.inputs.map((field) => (
              <CredentialFieldInput
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                storedSecret={kept.has(field.name)}
                error={errors[field.name]}
                disabled={saving}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              />
            ))}
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
