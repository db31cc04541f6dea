import { errorMessage } from '@loomflow/core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { userApi } from '../../api/user.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { notify } from '../../ui/notify.ts';

/**
 * `/sso-success?token=…`: where the identity provider's callback lands. Exchanges the one-time token for the
 * session's auth data, stores it like a login, and goes to the landing path; a missing or refused token goes
 * back to the sign-in page with the reason.
 */
export function SsoSuccessPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const loginSuccess = useAuthStore((state) => state.loginSuccess);
  const token = searchParams.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = async () => {
      if (!token) throw new Error('The single sign-on response carried no token: start again from sign in.');
      loginSuccess(await userApi.ssoSuccess(token));
      await navigate(PATHS.root, { replace: true });
    };
    finish().catch(async (error: unknown) => {
      notify.error(`Single sign-on failed: ${errorMessage(error)}`);
      await navigate(PATHS.login, { replace: true });
    });
  }, [token, loginSuccess, navigate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
        <CircularProgress />
        <Typography variant="h6" component="h1">
          Signing you in…
        </Typography>
        <Typography color="text.secondary">Loading your workspace.</Typography>
      </Stack>
    </Box>
  );
}
