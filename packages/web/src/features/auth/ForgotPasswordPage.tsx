import { emailSchema, errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { authApi } from '../../api/auth.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { useSettings } from '../settings/useSettings.ts';
import { AuthHeading, AuthLink, AuthLinks } from './AuthLinks.tsx';
import { fieldError } from './form-validation.ts';
import { requiredInput } from '../../ui/form-props.ts';

/** `/forgot-password`: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const settings = useSettings().data;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const request = useMutation({ mutationFn: authApi.forgotPassword });
  const emailDisabled = settings?.emailEnabled === false;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(emailSchema, email);
    setEmailError(problem);
    if (problem === undefined) request.mutate(email.trim().toLowerCase());
  };

  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter your email and we will send you a reset link."
      />
      {request.isSuccess ? (
        <Alert severity="success" data-testid="forgot-password-sent">
          If an account exists for {email.trim()}, a password reset link is on its way. Check your inbox.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Request password reset">
          <Stack spacing={2}>
            {emailDisabled ? (
              <Alert severity="warning">
                Email is not configured on this server. Ask an administrator to reset your password.
              </Alert>
            ) : null}
            {request.isError ? <Alert severity="error">{errorMessage(request.error)}</Alert> : null}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              slotProps={requiredInput}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
              error={emailError !== undefined}
              helperText={emailError}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={request.isPending}
              disabled={emailDisabled}
            >
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
      <AuthLinks>
        <AuthLink to={PATHS.login} label="Back to sign in" />
      </AuthLinks>
    </>
  );
}
