import { emailSchema, errorMessage, passwordSchema } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { notify } from '../../ui/notify.ts';
import { AuthHeading, AuthLink, AuthLinks } from './AuthLinks.tsx';
import { confirmPasswordError, fieldError, hasErrors } from './form-validation.ts';
import type { FieldErrors } from './form-validation.ts';
import { requiredInput } from '../../ui/form-props.ts';

type ResetField = 'email' | 'password' | 'confirmPassword';

/** `/reset-password?token=`: sets a new password with the emailed token. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [values, setValues] = useState<Record<ResetField, string>>({
    email: searchParams.get('email') ?? '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const reset = useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: async () => {
      notify.success('Password updated. You can now sign in.');
      await navigate(PATHS.login, { replace: true });
    },
  });

  if (token === '') {
    return (
      <>
        <AuthHeading title="Reset your password" />
        <Alert severity="error">This reset link is incomplete: it has no token. Ask for a new one.</Alert>
        <AuthLinks>
          <AuthLink to={PATHS.forgotPassword} label="Send a new reset link" />
        </AuthLinks>
      </>
    );
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<ResetField> = {
      email: fieldError(emailSchema, values.email),
      password: fieldError(passwordSchema, values.password),
      confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    reset.mutate({ email: values.email.trim().toLowerCase(), tempToken: token, password: values.password });
  };

  const field = (name: ResetField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
  });

  return (
    <>
      <AuthHeading title="Reset your password" subtitle="Choose a new password for your account." />
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <Stack spacing={2}>
          {reset.isError ? <Alert severity="error">{errorMessage(reset.error)}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            slotProps={requiredInput}
            {...field('email')}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            slotProps={requiredInput}
            {...field('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            slotProps={requiredInput}
            {...field('confirmPassword')}
          />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
      <AuthLinks>
        <AuthLink to={PATHS.login} label="Back to sign in" />
      </AuthLinks>
    </>
  );
}
