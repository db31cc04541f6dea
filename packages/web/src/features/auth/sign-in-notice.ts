import { AUTH_REDIRECT_ERRORS } from '@loomflow/core';

/** Why a single sign-on sent the person back here (codes set by the server's SSO callback). */
const SSO_NOTICES: Readonly<Record<string, string>> = {
  sso_unavailable:
    'That single sign-on provider is not enabled any more. Sign in another way or ask your administrator.',
  sso_expired: 'The single sign-on took too long or was already used. Start again.',
  sso_denied: 'The identity provider did not let you sign in. Start again, or ask your administrator.',
  sso_email_unverified:
    'Your identity provider has not verified your email address, so we cannot match your account.',
  sso_no_account: 'There is no account for your email address. Ask your administrator to invite you.',
  sso_inactive: 'Your account is deactivated. Ask your administrator to reactivate it.',
  sso_failed: 'Single sign-on failed. Try again, or sign in with your password.',
};

/**
 * What the sign-in page says when a session ended with an error value in the address (spec §8:
 * `subscription_canceled` arrives as `?error=`). Unknown values say nothing: the address is user-editable.
 */
export function signInNotice(error: string | null): string | null {
  if (error === AUTH_REDIRECT_ERRORS.subscriptionCanceled) {
    return "Your organization's subscription was canceled, so this session ended. An organization admin can renew it; sign in again afterwards.";
  }
  const sso = error !== null && Object.hasOwn(SSO_NOTICES, error) ? SSO_NOTICES[error] : undefined;
  if (sso !== undefined) return sso;
  if (error === AUTH_REDIRECT_ERRORS.unauthorized) {
    return 'Your session is no longer authorized. Sign in again to continue.';
  }
  return null;
}
