import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ssoApi } from './sso.api.ts';
import { SsoProviderForm } from './SsoProviderForm.tsx';

const SSO_QUERY_KEY = ['sso-config'] as const;

/** `/sso-config`: OpenID Connect providers people can sign in with (Entra ID, Google, Auth0, any issuer). */
export function SsoConfigPage() {
  const configs = useQuery({ queryKey: SSO_QUERY_KEY, queryFn: ssoApi.list });
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SSO_QUERY_KEY });
  };
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          SSO Config
        </Typography>
        <Typography color="text.secondary">
          Let people sign in with their organization&apos;s identity provider. Accounts are matched by
          verified email; single sign-on accounts change their password at the provider.
        </Typography>
      </Stack>
      {configs.isPending ? (
        <PageLoader label="Loading single sign-on settings" />
      ) : configs.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void configs.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load single sign-on settings: {errorMessage(configs.error)}
        </Alert>
      ) : (
        configs.data.map((config) => (
          <SsoProviderForm
            key={`${config.provider}-${config.updatedDate ?? 'new'}`}
            config={config}
            onSaved={refresh}
          />
        ))
      )}
    </Stack>
  );
}
