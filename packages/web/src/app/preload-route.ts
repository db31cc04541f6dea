import { matchPath } from 'react-router';
import { APP_ROUTES } from './route-table.ts';

/**
 * Starts downloading the chunks the first screen needs while the app boots, instead of one after the other as
 * React reaches them: the screen of the address, and the signed-in frame when the user is signed in. The
 * browser's module map makes the later `lazy()` imports reuse these.
 */
export function preloadCurrentRoute(pathname: string, isAuthenticated: boolean): void {
  const route = APP_ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  const ignore = () => undefined;
  if (route?.screen) route.screen().catch(ignore);
  if (!isAuthenticated || route?.layout === 'auth' || route?.layout === 'public') return;
  if (route?.layout === 'canvas') import('./layouts/CanvasLayout.tsx').catch(ignore);
  else import('./layouts/MainLayout.tsx').catch(ignore);
}
