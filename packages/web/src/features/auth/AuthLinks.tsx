import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A line of text with an in-app link, as the auth pages show under their forms. */
export function AuthLink({
  text,
  to,
  label,
}: {
  readonly text?: string;
  readonly to: string;
  readonly label: string;
}) {
  return (
    <Typography variant="body2" color="text.secondary">
      {text ? `${text} ` : null}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  );
}

export function AuthLinks({ children }: { readonly children: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
      {children}
    </Stack>
  );
}

export function AuthHeading({ title, subtitle }: { readonly title: string; readonly subtitle?: string }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      ) : null}
    </Stack>
  );
}
