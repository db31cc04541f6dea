import { isRecord } from '@loomflow/core';
import { randomBytes, verify, type KeyObject } from 'node:crypto';

/**
 * Google's OAuth 2.0 token endpoint for service accounts (the JWT bearer grant): a form body with
 * `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer` and `assertion`, a JWT signed RS256 whose claims are
 * `iss` (the account's email), `scope`, `aud` (always `https://oauth2.googleapis.com/token`), `iat` and `exp` (at
 * most an hour later). The answer is `{access_token, expires_in, token_type: "Bearer"}`; a refusal is a 400 with
 * `{error, error_description}`.
 */

export const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const MAX_LIFETIME_SECONDS = 3600;
const CLOCK_SKEW_SECONDS = 300;

/** An access token the fake issued. */
export interface IssuedToken {
  readonly accessToken: string;
  readonly email: string;
  readonly scopes: readonly string[];
  readonly expiresAt: number;
}

export type TokenAnswer =
  | { readonly status: 200; readonly body: Record<string, unknown>; readonly token: IssuedToken }
  | { readonly status: 400 | 401; readonly body: { error: string; error_description: string } };

const refused = (error: string, description: string, status: 400 | 401 = 400): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

function decodeSegment(segment: string | undefined): Record<string, unknown> | undefined {
  if (segment === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Why the claims are refused, or undefined when they hold. */
function claimsProblem(claims: Record<string, unknown>, email: string, now: number): string | undefined {
  if (claims.iss !== email) return 'Invalid JWT: the issuer is not a known service account.';
  if (claims.aud !== GOOGLE_TOKEN_AUDIENCE) return 'Invalid JWT: Failed audience check.';
  if (typeof claims.scope !== 'string' || claims.scope.trim() === '')
    return 'Invalid OAuth scope or ID token audience provided.';
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number') return 'Invalid JWT: iat and exp are required.';
  if (iat > now + CLOCK_SKEW_SECONDS || exp < now - CLOCK_SKEW_SECONDS)
    return 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.';
  if (exp - iat > MAX_LIFETIME_SECONDS) return 'Invalid JWT: Token must be a short-lived token (60 minutes).';
  return undefined;
}

/** Answers one token request (the form body as received) for the service account with this email and key. */
export function exchangeJwtBearer(
  form: URLSearchParams,
  account: { readonly email: string; readonly publicKey: KeyObject },
  now = Math.floor(Date.now() / 1000),
): TokenAnswer {
  if (form.get('grant_type') !== JWT_BEARER_GRANT)
    return refused('unsupported_grant_type', 'Invalid grant_type: ' + (form.get('grant_type') ?? ''));
  const assertion = form.get('assertion') ?? '';
  const [headerPart, claimsPart, signaturePart] = assertion.split('.');
  const header = decodeSegment(headerPart);
  const claims = decodeSegment(claimsPart);
  if (!header || !claims || signaturePart === undefined) return refused('invalid_request', 'Invalid JWT.');
  if (header.alg !== 'RS256') return refused('invalid_grant', 'Invalid JWT: only RS256 is accepted.');
  const signed = Buffer.from(`${headerPart ?? ''}.${claimsPart ?? ''}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  if (!verify('RSA-SHA256', signed, account.publicKey, signature))
    return refused('invalid_grant', 'Invalid JWT Signature.');
  const problem = claimsProblem(claims, account.email, now);
  if (problem !== undefined) return refused('invalid_grant', problem);
  const token: IssuedToken = {
    accessToken: `ya29.fake-${randomBytes(24).toString('base64url')}`,
    email: account.email,
    scopes: String(claims.scope).split(/\s+/),
    expiresAt: now + MAX_LIFETIME_SECONDS,
  };
  return {
    status: 200,
    token,
    body: { access_token: token.accessToken, expires_in: MAX_LIFETIME_SECONDS - 1, token_type: 'Bearer' },
  };
}
