import { errorMessage } from '@loomflow/core';
import type { SsoConfig, SsoConfigUpdate } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { ssoApi } from './sso.api.ts';

const ISSUER_HELP: Readonly<Record<SsoConfig['provider'], string>> = {
  azure: 'Entra ID uses the tenant: https://login.microsoftonline.com/<tenant>/v2.0',
  google: 'Google’s issuer is https://accounts.google.com',
  auth0: 'Your Auth0 domain, e.g. https://your-tenant.eu.auth0.com/',
  oidc: 'The issuer URL; its /.well-known/openid-configuration must answer',
};

/** One provider's settings: client id and secret, issuer or tenant, enabled, sign-up, test connection. */
export function SsoProviderForm({
  config,
  onSaved,
}: {
  readonly config: SsoConfig;
  readonly onSaved: () => void;
}) {
  const [clientId, setClientId] = useState(config.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [issuer, setIssuer] = useState(config.issuer);
  const [tenantId, setTenantId] = useState(config.tenantId);
  const [enabled, setEnabled] = useState(config.enabled);
  const [allowSignUp, setAllowSignUp] = useState(config.allowSignUp);
  const [busy, setBusy] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { provider } = config;

  const location = {
    ...(provider === 'azure' ? { tenantId } : {}),
    ...(provider === 'auth0' || provider === 'oidc' ? { issuer } : {}),
  };

  const save = async () => {
    setBusy(true);
    try {
      const update: SsoConfigUpdate = {
        provider,
        enabled,
        clientId,
        allowSignUp,
        ...location,
        ...(clientSecret.trim() !== '' ? { clientSecret } : {}),
      };
      await ssoApi.save(update);
      setClientSecret('');
      notify.success(`${config.label} settings saved`);
      onSaved();
    } catch (error: unknown) {
      notify.error(`Failed to save ${config.label} settings: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    setTestResult(null);
    try {
      setTestResult(await ssoApi.test({ provider, ...location }));
    } catch (error: unknown) {
      setTestResult({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" data-testid={`sso-provider-${provider}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {config.label}
            </Typography>
            {config.enabled ? <Chip size="small" color="success" label="Enabled" /> : null}
          </Stack>
          <TextField
            label="Redirect URI (register it at the provider)"
            value={config.redirectUri}
            size="small"
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label="Client ID"
            size="small"
            value={clientId}
            onChange={(event) => {
              setClientId(event.target.value);
            }}
            slotProps={{ htmlInput: { 'data-testid': `sso-${provider}-client-id` } }}
          />
          <TextField
            label="Client Secret"
            size="small"
            type="password"
            value={clientSecret}
            placeholder={config.hasClientSecret ? 'Stored — type to replace' : ''}
            helperText={
              config.hasClientSecret ? 'A secret is stored (encrypted). Leave empty to keep it.' : ' '
            }
            onChange={(event) => {
              setClientSecret(event.target.value);
            }}
            slotProps={{ htmlInput: { 'data-testid': `sso-${provider}-client-secret` } }}
          />
          {provider === 'azure' ? (
            <TextField
              label="Directory (tenant) ID"
              size="small"
              value={tenantId}
              helperText={ISSUER_HELP.azure}
              onChange={(event) => {
                setTenantId(event.target.value);
              }}
            />
          ) : (
            <TextField
              label="Issuer URL"
              size="small"
              value={issuer}
              disabled={provider === 'google'}
              helperText={ISSUER_HELP[provider]}
              onChange={(event) => {
                setIssuer(event.target.value);
              }}
              slotProps={{ htmlInput: { 'data-testid': `sso-${provider}-issuer` } }}
            />
          )}
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                onChange={(event) => {
                  setEnabled(event.target.checked);
                }}
                slotProps={{ input: { 'aria-label': `Enable ${config.label}` } }}
              />
            }
            label="Enabled (shown on the sign-in page)"
          />
          <FormControlLabel
            control={
              <Switch
                checked={allowSignUp}
                onChange={(event) => {
                  setAllowSignUp(event.target.checked);
                }}
              />
            }
            label="Create an account in the Default Workspace for people without one"
          />
          {testResult ? (
            <Alert severity={testResult.ok ? 'success' : 'error'}>{testResult.message}</Alert>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" disabled={busy} onClick={() => void test()}>
              Test Connection
            </Button>
            <Button
              variant="contained"
              disabled={busy || clientId.trim() === ''}
              onClick={() => void save()}
              data-testid={`sso-${provider}-save`}
            >
              Save
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
