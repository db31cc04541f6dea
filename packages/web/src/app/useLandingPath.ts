import { useAccess } from '../features/auth/useAccess.ts';
import { landingPath } from './landing.ts';

/** The landing path for the signed-in user (see landing.ts). */
export function useLandingPath(): string {
  const { subject } = useAccess();
  return landingPath(subject);
}
