import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { AuthHeading } from './AuthLinks.tsx';

/** `/verify?token=`: confirms the email address of a new account and reports the outcome. */
export function VerifyPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // A query rather than an effect: one request per token, even when React mounts the page twice.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      await authApi.verify(token);
      return true;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <>
      <AuthHeading title="Verify your email" />
      <Stack spacing={2} data-testid="verify-result">
        {token === '' ? (
          <Alert severity="error">This verification link is incomplete: it has no token.</Alert>
        ) : verification.isPending ? (
          <PageLoader label="Verifying" />
        ) : verification.isError ? (
          <Alert severity="error">{errorMessage(verification.error)}</Alert>
        ) : (
          <Alert severity="success">Your email is verified. You can now sign in.</Alert>
        )}
        <Button component={RouterLink} to={PATHS.login} variant="contained">
          Go to sign in
        </Button>
      </Stack>
    </>
  );
}
