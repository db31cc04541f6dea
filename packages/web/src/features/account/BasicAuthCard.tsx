import { basicAuthPasswordSchema, basicAuthUsernameSchema, errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { fieldError } from '../auth/form-validation.ts';
import { basicAuthApi } from './basic-auth.api.ts';

const BASIC_AUTH_QUERY_KEY = ['basic-auth'] as const;

/**
 * Open source: one shared username and password in front of the whole instance (pages and API), asked by the
 * browser before the sign-in page. API keys, the public prediction API and `/ping` stay reachable without it.
 */
export function BasicAuthCard() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: BASIC_AUTH_QUERY_KEY, queryFn: basicAuthApi.get });
  const [enabledDraft, setEnabled] = useState<boolean | null>(null);
  const [usernameDraft, setUsername] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const save = useMutation({
    mutationFn: basicAuthApi.update,
    onSuccess: (saved) => {
      queryClient.setQueryData(BASIC_AUTH_QUERY_KEY, saved);
      setEnabled(null);
      setUsername(null);
      setPassword('');
    },
  });
  const enabled = enabledDraft ?? settings.data?.enabled ?? false;
  const username = usernameDraft ?? settings.data?.username ?? '';
  const wasEnabled = settings.data?.enabled === true;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enabled) {
      const next = {
        username: fieldError(basicAuthUsernameSchema, username),
        password: password === '' && wasEnabled ? undefined : fieldError(basicAuthPasswordSchema, password),
      };
      setErrors(next);
      if (next.username ?? next.password) return;
    }
    try {
      if (enabled) {
        await save.mutateAsync({
          enabled: true,
          username: username.trim(),
          ...(password === '' ? {} : { password }),
        });
        notify.success('Basic authentication is on: your browser asks for these credentials from now on.');
      } else {
        await save.mutateAsync({ enabled: false });
        notify.success('Basic authentication is off');
      }
    } catch (error: unknown) {
      notify.error(`Failed to save basic authentication: ${errorMessage(error)}`);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} component="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <Typography variant="h6">Basic Authentication</Typography>
          <Typography color="text.secondary">
            Puts the whole instance behind one username and password that the browser asks for before anything
            else. API keys, the public prediction API (embedded chatbots) and /ping keep working without it.
          </Typography>
          {settings.isError ? (
            <Alert severity="error">Could not load the settings: {errorMessage(settings.error)}</Alert>
          ) : null}
          {save.error ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
          <FormControlLabel
            label="Require basic authentication"
            control={
              <Switch
                checked={enabled}
                disabled={settings.isPending || save.isPending}
                onChange={(event) => {
                  setEnabled(event.target.checked);
                }}
              />
            }
          />
          {enabled ? (
            <>
              <TextField
                label="Username"
                value={username}
                autoComplete="off"
                onChange={(event) => {
                  setUsername(event.target.value);
                }}
                error={errors.username !== undefined}
                helperText={errors.username}
                disabled={save.isPending}
              />
              <TextField
                label={wasEnabled ? 'New Password' : 'Password'}
                type="password"
                value={password}
                autoComplete="new-password"
                onChange={(event) => {
                  setPassword(event.target.value);
                }}
                error={errors.password !== undefined}
                helperText={
                  errors.password ??
                  (wasEnabled
                    ? 'Leave empty to keep the current password.'
                    : 'At least 8 characters; stored hashed.')
                }
                disabled={save.isPending}
              />
            </>
          ) : null}
          <Stack direction="row">
            <Button type="submit" variant="contained" loading={save.isPending} disabled={settings.isPending}>
              Save
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
