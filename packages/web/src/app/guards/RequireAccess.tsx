import { decideRoute } from '@loomflow/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAccess } from '../../features/auth/useAccess.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PATHS } from '../../constants/paths.ts';

export interface RequireAccessProps {
  /** Permission the route needs (comma-separated alternatives allowed). */
  readonly permission?: string;
  /** Feature flag the route needs. */
  readonly feature?: string;
  readonly children: ReactNode;
}

/** Where the login page sends the user back to after signing in. */
export interface LoginRedirectState {
  readonly from: string;
}

/** Route guard of spec §6: signed out goes to /login, a failed permission or flag check to /unauthorized. */
export function RequireAccess({ permission, feature, children }: RequireAccessProps) {
  const access = useAccess();
  const location = useLocation();
  if (access.isAuthenticated && access.isLoading) return <PageLoader />;
  const decision = decideRoute(access.subject, access.isAuthenticated, { permission, feature });
  if (decision === 'login') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  if (decision === 'unauthorized') return <Navigate to={PATHS.unauthorized} replace />;
  return children;
}
