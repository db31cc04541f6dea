import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../constants/paths.ts';
import { useAuthStore } from '../../stores/auth.store.ts';

/** `/unauthorized`: the page the guard and any 403 answer lead to. */
export function UnauthorizedPage() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="unauthorized-page">
      <LockOutlinedIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        You don&apos;t have access to this page
      </Typography>
      <Typography color="text.secondary">
        Your account lacks the permission this page needs, or the feature is not enabled for your
        organization. Ask an administrator of your workspace if you think you should have access.
      </Typography>
      {isAuthenticated ? (
        <Button component={RouterLink} to={PATHS.root} variant="contained">
          Back to Loomflow
        </Button>
      ) : (
        <Button component={RouterLink} to={PATHS.login} variant="contained">
          Go to sign in
        </Button>
      )}
    </Stack>
  );
}
