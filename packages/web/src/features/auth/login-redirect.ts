import { LOGIN_PATHS } from '../../constants/paths.ts';

/**
 * Where to go after signing in: the page the guard bounced from, if it is a safe in-app path; otherwise the
 * user's landing path.
 */
export function loginRedirectTarget(state: unknown, landing: string): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return landing;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return landing;
  const path = from.split('?')[0] ?? from;
  return LOGIN_PATHS.includes(path) ? landing : from;
}
