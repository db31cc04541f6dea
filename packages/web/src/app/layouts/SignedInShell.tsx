import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAccess } from '../../features/auth/useAccess.ts';
import { useSettings } from '../../features/settings/useSettings.ts';
import { RequireAccess } from '../guards/RequireAccess.tsx';
import { PATHS } from '../../constants/paths.ts';

/**
 * What every signed-in frame (main and canvas layouts) needs first: a signed-in user (else /login), and on
 * enterprise a valid license (else /license-expired, where an organization admin can install one).
 */
export function SignedInShell({ children }: { readonly children: ReactNode }) {
  const { platform } = useAccess();
  const license = useSettings().data?.license;
  const licenseBlocks = platform === 'enterprise' && license !== undefined && license.status !== 'valid';
  return (
    <RequireAccess>{licenseBlocks ? <Navigate to={PATHS.licenseExpired} replace /> : children}</RequireAccess>
  );
}
