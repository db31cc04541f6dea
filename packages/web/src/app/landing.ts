import { decideRoute } from '@loomflow/core';
import type { AccessSubject } from '@loomflow/core';
import { menuUrls } from './menu.ts';
import { DEFAULT_LANDING_PATH, PATHS } from '../constants/paths.ts';
import { APP_ROUTES } from './route-table.ts';
import type { AppRoute } from './route-table.ts';

/**
 * Where `/`, the brand logo and a finished sign-in lead (the one place this is decided). Spec §1/§9 name
 * `/chatflows`; it is chosen whenever its screen exists and the user may open it. Otherwise the first screen
 * in menu order the user may open, and failing all, the user's profile (which every signed-in user may open,
 * and whose top bar still offers the workspace switcher and logout).
 */
export function landingPath(subject: AccessSubject | null, routes: readonly AppRoute[] = APP_ROUTES): string {
  for (const path of [DEFAULT_LANDING_PATH, ...menuUrls()]) {
    const route = routes.find((candidate) => candidate.path === path);
    if (route?.screen && decideRoute(subject, subject !== null, route.guard) === 'allow') return path;
  }
  return PATHS.userProfile;
}
