import { emailSchema, errorMessage, loginRequestSchema } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useSettings } from '../settings/useSettings.ts';
import { AuthHeading, AuthLink, AuthLinks } from './AuthLinks.tsx';
import { fieldError, hasErrors } from './form-validation.ts';
import type { FieldErrors } from './form-validation.ts';
import { loginRedirectTarget } from './login-redirect.ts';
import { signInNotice } from './sign-in-notice.ts';
import { SsoButtons } from './SsoButtons.tsx';
import { requiredInput } from '../../ui/form-props.ts';

type LoginField = 'email' | 'password';

/** Sign in (`/login` and `/signin`). With no user yet, offers to create the owner account instead. */
export function LoginPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const loginSuccess = useAuthStore((state) => state.loginSuccess);
  const settings = useSettings().data;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const login = useMutation({ mutationFn: authApi.login, onSuccess: loginSuccess });

  // `/` resolves to the user's landing path.
  if (isAuthenticated) return <Navigate to={loginRedirectTarget(location.state, PATHS.root)} replace />;
  // First run (spec §2 /organization-setup): nobody can sign in before the organization and its owner exist.
  if (settings?.needsSetup) return <Navigate to={PATHS.organizationSetup} replace />;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<LoginField> = {
      email: fieldError(emailSchema, email),
      password: fieldError(loginRequestSchema.shape.password, password),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    login.mutate({ email: email.trim(), password });
  };

  const noUsersYet = settings?.hasUsers === false;
  const notice = signInNotice(searchParams.get('error'));
  const canRegister = settings === undefined || settings.openRegistration || noUsersYet;
  const canRecover = settings === undefined || settings.emailEnabled;

  return (
    <>
      <AuthHeading title="Sign in to Loomflow" subtitle="Enter your email and password." />
      {noUsersYet ? (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="first-user-setup">
          No account exists yet. Create the owner account to set up this Loomflow instance.
          <Button
            component={RouterLink}
            to={PATHS.register}
            variant="contained"
            size="small"
            sx={{ display: 'flex', mt: 1.5 }}
          >
            Create owner account
          </Button>
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="sign-in-notice">
          {notice}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack spacing={2}>
          {login.isError ? (
            <Alert severity="error" data-testid="login-error">
              {errorMessage(login.error)}
            </Alert>
          ) : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            slotProps={requiredInput}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
            error={errors.email !== undefined}
            helperText={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            slotProps={requiredInput}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
            error={errors.password !== undefined}
            helperText={errors.password}
          />
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            Login
          </Button>
        </Stack>
      </form>
      <SsoButtons />
      <AuthLinks>
        {canRecover ? <AuthLink to={PATHS.forgotPassword} label="Forgot password?" /> : null}
        {canRegister ? (
          <AuthLink text="New to Loomflow?" to={PATHS.register} label="Create an account" />
        ) : null}
      </AuthLinks>
    </>
  );
}
