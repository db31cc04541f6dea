import { errorMessage, passwordSchema } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { requiredInput } from '../../ui/form-props.ts';
import { confirmPasswordError, fieldError, hasErrors } from '../auth/form-validation.ts';
import type { FieldErrors } from '../auth/form-validation.ts';
import { useUpdateProfile } from './useProfile.ts';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

const EMPTY: Record<PasswordField, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current password, then the new one twice. Other sessions end (server side). */
export function PasswordForm({ userId }: { readonly userId: string }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<PasswordField> = {
      oldPassword: values.oldPassword === '' ? 'Enter your current password' : undefined,
      newPassword: fieldError(passwordSchema, values.newPassword),
      confirmPassword: confirmPasswordError(values.newPassword, values.confirmPassword),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    update.mutate(
      { id: userId, oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify.success('Password changed. Your other sessions were signed out.');
        },
      },
    );
  };

  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      slotProps={requiredInput}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
      }}
      error={errors[name] !== undefined}
      helperText={errors[name]}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack spacing={2}>
        {update.isError ? <Alert severity="error">{errorMessage(update.error)}</Alert> : null}
        {field('oldPassword', 'Current Password', 'current-password')}
        {field('newPassword', 'New Password', 'new-password')}
        {field('confirmPassword', 'Confirm New Password', 'new-password')}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Change Password
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
