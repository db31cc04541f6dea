/** Error values a 401 answer may carry together with `redirectTo` (spec §8). */
export const AUTH_REDIRECT_ERRORS = {
  unauthorized: 'unauthorized',
  subscriptionCanceled: 'subscription_canceled',
} as const;

/**
 * Where the browser goes after a 401 carrying `redirectTo` and an error value (spec §8): for `unauthorized`
 * the address as given; for `subscription_canceled` the address with an `error` query parameter (so the page
 * can explain). Other values go to the address as given.
 */
export function authRedirectTarget(redirectTo: string, error: string): string {
  if (error !== AUTH_REDIRECT_ERRORS.subscriptionCanceled) return redirectTo;
  const hashAt = redirectTo.indexOf('#');
  const base = hashAt < 0 ? redirectTo : redirectTo.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : redirectTo.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}error=${encodeURIComponent(error)}${hash}`;
}
