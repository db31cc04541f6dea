import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../api/auth.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { AuthHeading, AuthLink, AuthLinks } from './AuthLinks.tsx';

/** Shown after sign-up when the account must confirm its email first. */
export function CheckEmailNotice({ email }: { readonly email: string }) {
  const resend = useMutation({ mutationFn: authApi.resendVerification });
  return (
    <>
      <AuthHeading title="Check your email" />
      <Stack spacing={2} data-testid="check-email">
        <Typography>
          We sent a verification link to <strong>{email}</strong>. Open it to activate your account, then sign
          in.
        </Typography>
        {resend.isSuccess ? <Alert severity="success">A new verification email is on its way.</Alert> : null}
        {resend.isError ? <Alert severity="error">{errorMessage(resend.error)}</Alert> : null}
        <Button
          variant="outlined"
          loading={resend.isPending}
          onClick={() => {
            resend.mutate(email);
          }}
        >
          Resend verification email
        </Button>
      </Stack>
      <AuthLinks>
        <AuthLink to={PATHS.login} label="Back to sign in" />
      </AuthLinks>
    </>
  );
}
