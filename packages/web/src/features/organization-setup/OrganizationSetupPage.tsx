import { emailSchema, errorMessage, nameSchema, passwordSchema } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Navigate } from 'react-router';
import { issueFor } from '../../api/api-error.ts';
import { authApi } from '../../api/auth.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { requiredInput } from '../../ui/form-props.ts';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { AuthHeading } from '../auth/AuthLinks.tsx';
import { CheckEmailNotice } from '../auth/CheckEmailNotice.tsx';
import { confirmPasswordError, fieldError, hasErrors } from '../auth/form-validation.ts';
import type { FieldErrors } from '../auth/form-validation.ts';
import { SETTINGS_QUERY_KEY, useSettings } from '../settings/useSettings.ts';

type SetupField = 'organization' | 'name' | 'email' | 'password' | 'confirmPassword';
type SetupValues = Record<SetupField, string>;

const EMPTY: SetupValues = { organization: '', name: '', email: '', password: '', confirmPassword: '' };

function validate(values: SetupValues): FieldErrors<SetupField> {
  return {
    organization: fieldError(nameSchema, values.organization)?.replace('Name', 'Organization name'),
    name: fieldError(nameSchema, values.name),
    email: fieldError(emailSchema, values.email),
    password: fieldError(passwordSchema, values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
  };
}

/**
 * `/organization-setup` (spec §2): first run of an instance. Creates the organization and its owner account in
 * one step, then signs the owner in (or asks them to confirm their email first when mail is configured).
 */
export function OrganizationSetupPage() {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const loginSuccess = useAuthStore((state) => state.loginSuccess);
  const [values, setValues] = useState<SetupValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SetupField>>({});
  const [pendingVerification, setPendingVerification] = useState<string | null>(null);

  const setup = useMutation({
    mutationFn: async (input: SetupValues) => {
      const email = input.email.trim().toLowerCase();
      const created = await authApi.register(
        { name: input.name.trim(), email, credential: input.password },
        { name: input.organization.trim() },
      );
      if (created.verificationRequired) return { kind: 'verify', email } as const;
      return { kind: 'signed-in', login: await authApi.login({ email, password: input.password }) } as const;
    },
    onSuccess: async (result) => {
      if (result.kind === 'verify') setPendingVerification(result.email);
      else {
        loginSuccess(result.login);
        notify.success('Organization created. Welcome to Loomflow!');
      }
      await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
    },
  });

  if (pendingVerification !== null) return <CheckEmailNotice email={pendingVerification} />;
  if (settings.isPending) return <PageLoader />;
  if (settings.data && !settings.data.needsSetup) return <Navigate to={PATHS.root} replace />;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate(values);
    setErrors(next);
    if (!hasErrors(next)) setup.mutate(values);
  };

  const field = (name: SetupField) => {
    const serverField =
      name === 'password' ? 'credential' : name === 'organization' ? 'organization.name' : name;
    const message = errors[name] ?? issueFor(setup.error, serverField);
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
      },
      error: message !== undefined,
      helperText: message,
      slotProps: requiredInput,
    };
  };

  return (
    <>
      <AuthHeading
        title="Set up your organization"
        subtitle="Name your organization and create its owner account. The owner administers this Loomflow instance."
      />
      <form onSubmit={onSubmit} noValidate aria-label="Set up organization">
        <Stack spacing={2}>
          {setup.isError ? <Alert severity="error">{errorMessage(setup.error)}</Alert> : null}
          <TextField
            label="Organization Name"
            autoComplete="organization"
            autoFocus
            {...field('organization')}
          />
          <Divider>
            <Typography variant="caption" color="text.secondary">
              Owner account
            </Typography>
          </Divider>
          <TextField label="Name" autoComplete="name" {...field('name')} />
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button type="submit" variant="contained" size="large" loading={setup.isPending}>
            Create Organization
          </Button>
        </Stack>
      </form>
    </>
  );
}
