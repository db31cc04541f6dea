import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../constants/paths.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useLogout } from '../auth/useLogout.ts';
import { useSettings } from '../settings/useSettings.ts';
import { LicenseInstallForm } from './LicenseInstallForm.tsx';

const HEADINGS = {
  expired: 'Your license has expired',
  invalid: 'Your license is not valid',
  missing: 'This installation has no license',
} as const;

/**
 * `/license-expired` (spec §2): Loomflow Enterprise without a valid license. Licenses are signed files
 * verified offline; the page says what is wrong, and lets an organization admin install a new one. Others are
 * told whom to ask; a signed-out admin signs in first and comes back here.
 */
export function LicenseExpiredPage() {
  const settings = useSettings();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isOrganizationAdmin = useAuthStore((state) => state.isGlobal);
  const { logout, isLoggingOut } = useLogout();
  if (settings.isPending) return <PageLoader />;
  const license = settings.data?.license;

  if (!license || license.status === 'valid') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="license-valid">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          License in order
        </Typography>
        <Typography color="text.secondary">{license?.message ?? 'Nothing to renew here.'}</Typography>
        <Button component={RouterLink} to={PATHS.root} variant="contained">
          Continue to Loomflow
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="license-expired-page">
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <GppMaybeOutlinedIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {HEADINGS[license.status]}
        </Typography>
      </Stack>
      <Alert severity="warning">{license.message}</Alert>
      <Typography variant="body2" color="text.secondary">
        Loomflow Enterprise needs a valid license file from your vendor. Your flows and data are safe:
        everything works again as soon as a valid license is installed.
      </Typography>
      {isAuthenticated && isOrganizationAdmin ? <LicenseInstallForm /> : null}
      {isAuthenticated && !isOrganizationAdmin ? (
        <Alert severity="info">
          Only an organization admin can install a license. Ask one of them to sign in and install it.
        </Alert>
      ) : null}
      {isAuthenticated ? (
        <Button
          loading={isLoggingOut}
          onClick={() => {
            void logout();
          }}
        >
          Logout
        </Button>
      ) : (
        <Button component={RouterLink} to={PATHS.login} variant="contained">
          Sign in as an organization admin
        </Button>
      )}
    </Stack>
  );
}
