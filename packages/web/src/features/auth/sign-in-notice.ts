import { AUTH_REDIRECT_ERRORS } from '@loomflow/core';

/**
 * What the sign-in page says when a session ended with an error value in the address (spec §8:
 * `subscription_canceled` arrives as `?error=`). Unknown values say nothing: the address is user-editable.
 */
export function signInNotice(error: string | null): string | null {
  if (error === AUTH_REDIRECT_ERRORS.subscriptionCanceled) {
    return "Your organization's subscription was canceled, so this session ended. An organization admin can renew it; sign in again afterwards.";
  }
  if (error === AUTH_REDIRECT_ERRORS.unauthorized) {
    return 'Your session is no longer authorized. Sign in again to continue.';
  }
  return null;
}
