import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { useProfile } from './useProfile.ts';

function Section({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {subtitle}
      </Typography>
      {children}
    </Paper>
  );
}

/** `/user-profile` (spec §2): change one's name, email and password (`PUT /user`). */
export function UserProfilePage() {
  const profile = useProfile();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Profile
        </Typography>
        <Typography color="text.secondary">Your name, sign-in email and password.</Typography>
      </Stack>
      {profile.isPending ? <PageLoader label="Loading profile" /> : null}
      {profile.isError ? <Alert severity="error">{errorMessage(profile.error)}</Alert> : null}
      {profile.data ? (
        <>
          <Section title="Details" subtitle="How you appear to others, and the email you sign in with.">
            {profile.data.isSSO ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                You sign in with single sign-on: your email and password are managed by your identity
                provider.
              </Alert>
            ) : null}
            <ProfileDetailsForm key={profile.data.updatedDate} profile={profile.data} />
          </Section>
          {profile.data.isSSO ? null : (
            <Section title="Password" subtitle="Changing it signs you out everywhere else.">
              <PasswordForm userId={profile.data.id} />
            </Section>
          )}
        </>
      ) : null}
    </Stack>
  );
}
