import { LANDING_PATH, LOGIN_PATHS } from '../../app/paths.ts';

/** Where to go after signing in: the page the guard bounced from, if it is a safe in-app path. */
export function loginRedirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return LANDING_PATH;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return LANDING_PATH;
  const path = from.split('?')[0] ?? from;
  return LOGIN_PATHS.includes(path) ? LANDING_PATH : from;
}
