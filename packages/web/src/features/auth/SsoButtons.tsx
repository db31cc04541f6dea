import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { ssoApi } from '../sso/sso.api.ts';

/** The sign-in page's "Sign in with …" buttons for the enabled single sign-on providers (none: nothing shown). */
export function SsoButtons() {
  const providers = useQuery({ queryKey: ['sso-providers'], queryFn: ssoApi.enabledProviders, retry: false });
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>or</Divider>
      {list.map((provider) => (
        <Button
          key={provider.provider}
          variant="outlined"
          fullWidth
          href={ssoApi.loginUrl(provider.provider)}
          data-testid={`sso-login-${provider.provider}`}
        >
          Sign in with {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
