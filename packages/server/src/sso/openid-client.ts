import type * as OpenIdClient from 'openid-client';

let loading: Promise<typeof OpenIdClient> | undefined;

/** openid-client, loaded at the first SSO call (a connection test, a sign-in) rather than at start. */
export function loadOpenIdClient(): Promise<typeof OpenIdClient> {
  loading ??= import('openid-client');
  return loading;
}
