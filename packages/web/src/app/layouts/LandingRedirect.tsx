import { Navigate } from 'react-router';
import { useLandingPath } from '../useLandingPath.ts';

/** `/`: the landing path of the signed-in user. */
export function LandingRedirect() {
  return <Navigate to={useLandingPath()} replace />;
}
