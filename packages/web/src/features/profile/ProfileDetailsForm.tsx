import { emailSchema, errorMessage, nameSchema } from '@loomflow/core';
import type { PublicUser } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { issueFor } from '../../api/api-error.ts';
import { notify } from '../../ui/notify.ts';
import { requiredInput } from '../../ui/form-props.ts';
import { fieldError, hasErrors } from '../auth/form-validation.ts';
import type { FieldErrors } from '../auth/form-validation.ts';
import { useUpdateProfile } from './useProfile.ts';

type DetailsField = 'name' | 'email' | 'oldPassword';

/** Name and email; a new email needs the current password. */
export function ProfileDetailsForm({ profile }: { readonly profile: PublicUser }) {
  const update = useUpdateProfile();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [oldPassword, setOldPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<DetailsField>>({});
  const emailChanges = email.trim().toLowerCase() !== profile.email;
  const unchanged = name.trim() === profile.name && !emailChanges;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<DetailsField> = {
      name: fieldError(nameSchema, name),
      email: fieldError(emailSchema, email),
      oldPassword: emailChanges && oldPassword === '' ? 'Enter your current password' : undefined,
    };
    setErrors(next);
    if (hasErrors(next)) return;
    update.mutate(
      {
        id: profile.id,
        name: name.trim(),
        ...(emailChanges ? { email: email.trim().toLowerCase(), oldPassword } : {}),
      },
      {
        onSuccess: () => {
          setOldPassword('');
          notify.success('Profile updated');
        },
      },
    );
  };

  const message = (field: DetailsField) => errors[field] ?? issueFor(update.error, field);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile details">
      <Stack spacing={2}>
        {update.isError && !issueFor(update.error, 'email') && !issueFor(update.error, 'name') ? (
          <Alert severity="error">{errorMessage(update.error)}</Alert>
        ) : null}
        <TextField
          label="Name"
          autoComplete="name"
          slotProps={requiredInput}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
          error={message('name') !== undefined}
          helperText={message('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          slotProps={requiredInput}
          disabled={profile.isSSO}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          error={message('email') !== undefined}
          helperText={message('email')}
        />
        {emailChanges ? (
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            slotProps={requiredInput}
            value={oldPassword}
            onChange={(event) => {
              setOldPassword(event.target.value);
            }}
            error={message('oldPassword') !== undefined}
            helperText={message('oldPassword') ?? 'Confirm the change of email with your current password.'}
          />
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={unchanged} loading={update.isPending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
