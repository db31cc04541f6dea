import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useAccess } from '../auth/useAccess.ts';
import { BasicAuthCard } from './BasicAuthCard.tsx';
import { OrganizationNameCard } from './OrganizationNameCard.tsx';
import { PlanUsageCard } from './PlanUsageCard.tsx';

/**
 * `/account` (feat:account): the organization; on cloud its plan, usage and billing; on open source the
 * instance's basic authentication (administrators).
 */
export function AccountPage() {
  const { platform } = useAccess();
  const isAdmin = useAuthStore((state) => state.isGlobal);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Account Settings
        </Typography>
        <Typography color="text.secondary">
          Your organization{platform === 'cloud' ? ', plan and billing' : ''}.
        </Typography>
      </Stack>
      <OrganizationNameCard />
      {platform === 'cloud' ? <PlanUsageCard isAdmin={isAdmin} /> : null}
      {platform === 'open source' && isAdmin ? <BasicAuthCard /> : null}
    </Stack>
  );
}
