import type { SsoProviderId } from '@loomflow/core';
import type { Configuration } from 'openid-client';
import { badRequest } from '../errors/app-error.ts';
import { loadOpenIdClient } from './openid-client.ts';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const TENANT = /^[A-Za-z0-9][A-Za-z0-9.-]{0,199}$/;

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The issuer URL of a provider's settings: fixed for Google, from the tenant id for Entra ID, else as given. */
export function resolveIssuer(
  provider: SsoProviderId,
  settings: { issuer?: string | undefined; tenantId?: string | undefined },
): string {
  if (provider === 'google') return GOOGLE_ISSUER;
  if (provider === 'azure') {
    const tenantId = settings.tenantId?.trim() ?? '';
    if (!TENANT.test(tenantId))
      throw badRequest(
        'Enter the Directory (tenant) ID of your Microsoft Entra ID tenant (a GUID or a domain).',
      );
    return `https://login.microsoftonline.com/${tenantId}/v2.0`;
  }
  const raw = settings.issuer?.trim() ?? '';
  if (raw === '') throw badRequest('Enter the issuer URL of your identity provider.');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw badRequest(`The issuer URL "${raw}" is not a valid address.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url)))
    throw badRequest('The issuer URL must start with https:// (http is accepted for localhost only).');
  if (url.search || url.hash) throw badRequest('The issuer URL must not carry a query or fragment.');
  // Auth0 issuers end with a slash; others are kept as typed (a bare host without its trailing slash).
  if (provider === 'auth0') return url.href.endsWith('/') ? url.href : `${url.href}/`;
  return url.pathname === '/' ? url.href.replace(/\/$/, '') : url.href;
}

/** Fetches the provider's discovery document (10 s limit); http is allowed for loopback issuers only. */
export async function discover(
  issuer: string,
  clientId: string,
  clientSecret?: string,
): Promise<Configuration> {
  const url = new URL(issuer);
  const client = await loadOpenIdClient();
  return client.discovery(url, clientId, clientSecret, undefined, {
    timeout: 10,
    // Plain http only for an issuer on this machine (local identity providers, tests).
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the library's way to allow http, on purpose
    ...(url.protocol === 'http:' && isLoopback(url) ? { execute: [client.allowInsecureRequests] } : {}),
  });
}
