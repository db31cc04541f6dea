import { emailSchema, errorMessage, nameSchema, passwordSchema } from '@loomflow/core';
import type { RegisterRequest, RegisterResponse } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { issueFor } from '../../api/api-error.ts';
import { PATHS } from '../../constants/paths.ts';
import { notify } from '../../ui/notify.ts';
import { SETTINGS_QUERY_KEY, useSettings } from '../settings/useSettings.ts';
import { AuthHeading, AuthLink, AuthLinks } from './AuthLinks.tsx';
import { CheckEmailNotice } from './CheckEmailNotice.tsx';
import { confirmPasswordError, fieldError, hasErrors } from './form-validation.ts';
import type { FieldErrors } from './form-validation.ts';
import { requiredInput } from '../../ui/form-props.ts';

type RegisterField = 'name' | 'email' | 'password' | 'confirmPassword';

/** Sign-up (`/register`, `?token=` accepts an invitation). The first account becomes the owner. */
export function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('token') ?? undefined;
  const settings = useSettings().data;
  const [values, setValues] = useState<Record<RegisterField, string>>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [pendingVerification, setPendingVerification] = useState<string | null>(null);

  const register = useMutation({
    mutationFn: (user: RegisterRequest['user']) => authApi.register(user),
    onSuccess: async (response: RegisterResponse) => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
      if (response.verificationRequired) {
        setPendingVerification(response.email);
        return;
      }
      notify.success('Account created. You can now sign in.');
      await navigate(PATHS.login, { replace: true });
    },
  });

  if (pendingVerification !== null) return <CheckEmailNotice email={pendingVerification} />;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors<RegisterField> = {
      name: fieldError(nameSchema, values.name),
      email: fieldError(emailSchema, values.email),
      password: fieldError(passwordSchema, values.password),
      confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    register.mutate({
      name: values.name.trim(),
      email: values.email.trim().toLowerCase(),
      credential: values.password,
      tempToken: inviteToken,
    });
  };

  const field = (name: RegisterField) => {
    const message = errors[name] ?? issueFor(register.error, name === 'password' ? 'credential' : name);
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
      },
      error: message !== undefined,
      helperText: message,
    };
  };

  const isFirstUser = settings?.hasUsers === false;
  return (
    <>
      <AuthHeading
        title={isFirstUser ? 'Create the owner account' : 'Create your account'}
        subtitle={
          isFirstUser
            ? 'This first account administers this Loomflow instance.'
            : inviteToken
              ? 'You were invited to Loomflow. Choose your name and password.'
              : undefined
        }
      />
      <form onSubmit={onSubmit} noValidate aria-label="Create account">
        <Stack spacing={2}>
          {register.isError ? <Alert severity="error">{errorMessage(register.error)}</Alert> : null}
          <TextField
            label="Name"
            autoComplete="name"
            autoFocus
            slotProps={requiredInput}
            {...field('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            slotProps={requiredInput}
            {...field('email')}
          />
          <TextField
            label="Password"
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
          <Button type="submit" variant="contained" size="large" loading={register.isPending}>
            Create Account
          </Button>
        </Stack>
      </form>
      <AuthLinks>
        <AuthLink text="Already have an account?" to={PATHS.login} label="Sign in" />
      </AuthLinks>
    </>
  );
}
