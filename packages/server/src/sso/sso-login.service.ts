import { SSO_PROVIDER_LABELS, type LoginResponse, type SsoProviderId } from '@loomflow/core';
import { randomToken, sha256 } from '../auth/opaque-token.ts';
import { MEMBER_ROLE } from '../auth/built-in-roles.ts';
import type { SsoLoginRepository } from '../db/repositories/sso-login.repository.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { Db } from '../db/database.ts';
import { createRepositories } from '../db/repositories/index.ts';
import { isDefaultWorkspace } from '../services/membership-mappers.ts';
import type { LoginActivityService } from '../services/login-activity.service.ts';
import type { AuthUserService } from '../services/auth-user.service.ts';
import type { ClientInfo, IssuedSession, SessionService } from '../services/session.service.ts';
import { isoAfterSeconds, newId, nowIso } from '../util/clock.ts';
import { ssoRedirectUri, type SsoConfigService } from './sso-config.service.ts';
import { discover } from './sso-issuer.ts';
import { loadOpenIdClient } from './openid-client.ts';

const STATE_TTL_SECONDS = 600;
const TICKET_TTL_SECONDS = 120;

/** Why a single sign-on failed, as a code the sign-in page turns into words (`/login?error=…`). */
export type SsoFailureCode =
  | 'sso_unavailable'
  | 'sso_expired'
  | 'sso_denied'
  | 'sso_email_unverified'
  | 'sso_no_account'
  | 'sso_inactive'
  | 'sso_failed';

export class SsoLoginError extends Error {
  constructor(
    readonly code: SsoFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'SsoLoginError';
  }
}

function stringClaim(claims: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = claims?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The OpenID Connect authorization-code flow with PKCE: redirect, callback, and the /sso-success ticket. */
export class SsoLoginService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
    private readonly logins: SsoLoginRepository,
    private readonly configs: SsoConfigService,
    private readonly sessions: SessionService,
    private readonly authUsers: AuthUserService,
    private readonly loginActivity: LoginActivityService | undefined,
  ) {}

  /** The provider's authorization address for a new login (state, nonce and PKCE verifier kept for the callback). */
  async start(provider: SsoProviderId, baseUrl: string): Promise<string> {
    const enabled = await this.configs.enabledWithSecret(provider);
    if (!enabled)
      throw new SsoLoginError('sso_unavailable', `${SSO_PROVIDER_LABELS[provider]} sign-in is not enabled.`);
    const configuration = await discover(enabled.row.issuer, enabled.row.clientId, enabled.clientSecret);
    const client = await loadOpenIdClient();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const now = nowIso();
    await this.logins.purgeExpired(now);
    await this.logins.create({
      id: sha256(state),
      kind: 'state',
      provider,
      codeVerifier,
      nonce,
      userId: null,
      sessionId: null,
      expiresAt: isoAfterSeconds(STATE_TTL_SECONDS),
      createdDate: now,
    });
    return client
      .buildAuthorizationUrl(configuration, {
        redirect_uri: ssoRedirectUri(baseUrl, provider),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /**
   * The provider's answer: exchanges the code, matches the account by verified email (creating it in the Default
   * Workspace when allowed), starts a normal session and answers a one-time ticket for /sso-success.
   */
  async callback(
    provider: SsoProviderId,
    query: URLSearchParams,
    baseUrl: string,
    clientInfo: ClientInfo,
  ): Promise<{ session: IssuedSession; ticket: string }> {
    const state = query.get('state') ?? '';
    const pending = state ? await this.logins.take(sha256(state), 'state', nowIso()) : undefined;
    if (!pending || pending.provider !== provider || !pending.codeVerifier || !pending.nonce)
      throw new SsoLoginError('sso_expired', 'The sign-in took too long or was already used: start again.');
    if (query.has('error'))
      throw new SsoLoginError('sso_denied', `The identity provider refused: ${query.get('error') ?? ''}`);
    const enabled = await this.configs.enabledWithSecret(provider);
    if (!enabled)
      throw new SsoLoginError('sso_unavailable', `${SSO_PROVIDER_LABELS[provider]} sign-in is not enabled.`);
    const configuration = await discover(enabled.row.issuer, enabled.row.clientId, enabled.clientSecret);
    const client = await loadOpenIdClient();
    const currentUrl = new URL(`${ssoRedirectUri(baseUrl, provider)}?${query.toString()}`);
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    let profile: Record<string, unknown> | undefined = claims;
    if (!stringClaim(profile, 'email') && claims) {
      profile = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    }
    const email = stringClaim(profile, 'email')?.toLowerCase();
    if (!email)
      throw new SsoLoginError('sso_email_unverified', 'The identity provider sent no email address.');
    // Entra ID issues no email_verified claim: its tenant vouches for its addresses.
    const verified =
      profile?.email_verified === true || (provider === 'azure' && profile?.email_verified === undefined);
    if (!verified) {
      await this.record(email, clientInfo, 'failure', 'Email address not verified by the identity provider');
      throw new SsoLoginError('sso_email_unverified', `The identity provider has not verified ${email}.`);
    }
    const userId = await this.matchUser(email, stringClaim(profile, 'name'), enabled.row, clientInfo);
    const { session } = await this.sessions.loginVerifiedUser(userId, clientInfo);
    await this.record(email, clientInfo, 'success', null, userId);
    const ticket = randomToken();
    await this.logins.create({
      id: sha256(ticket),
      kind: 'ticket',
      provider,
      codeVerifier: null,
      nonce: null,
      userId,
      sessionId: session.sessionId,
      expiresAt: isoAfterSeconds(TICKET_TTL_SECONDS),
      createdDate: nowIso(),
    });
    return { session, ticket };
  }

  /** `GET /auth/sso-success?token=`: the signed-in user's auth data, once per ticket. */
  async success(ticket: string): Promise<{ response: LoginResponse; session: IssuedSession }> {
    const record = await this.logins.take(sha256(ticket), 'ticket', nowIso());
    if (!record?.userId || !record.sessionId)
      throw new SsoLoginError(
        'sso_expired',
        'This sign-in link has expired or was already used: sign in again.',
      );
    const session = await this.repos.sessions.findById(record.sessionId);
    if (!session || session.revokedAt !== null)
      throw new SsoLoginError('sso_expired', 'This sign-in was ended: sign in again.');
    const reissued = await this.sessions.reissue(record.userId, record.sessionId);
    const user = await this.repos.users.findById(record.userId);
    const built = await this.authUsers.build(record.userId);
    return {
      response: {
        ...built.user,
        lastLogin: user?.lastLogin ?? null,
        token: reissued.accessToken,
        features: built.features,
      },
      session: reissued,
    };
  }

  private async matchUser(
    email: string,
    name: string | undefined,
    config: { organizationId: string; allowSignUp: number },
    clientInfo: ClientInfo,
  ): Promise<string> {
    const user = await this.repos.users.findByEmail(email);
    if (user) {
      if (user.status === 'inactive') {
        await this.record(email, clientInfo, 'failure', 'Inactive User', user.id);
        throw new SsoLoginError('sso_inactive', 'This account is deactivated: ask your administrator.');
      }
      return user.id;
    }
    if (config.allowSignUp !== 1) {
      await this.record(email, clientInfo, 'failure', 'No account for this email');
      throw new SsoLoginError(
        'sso_no_account',
        `There is no account for ${email}: ask your administrator to invite you.`,
      );
    }
    return this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const workspace = (await repos.organizations.listWorkspaces(config.organizationId)).find(
        isDefaultWorkspace,
      );
      if (!workspace) throw new SsoLoginError('sso_failed', 'The organization has no Default Workspace.');
      const now = nowIso();
      const userId = newId();
      await repos.users.create({
        id: userId,
        name: name?.slice(0, 100) ?? email.split('@')[0] ?? email,
        email,
        credential: null,
        status: 'active',
        tempToken: null,
        tokenExpiry: null,
        activeWorkspaceId: workspace.id,
        lastLogin: null,
        createdDate: now,
        updatedDate: now,
      });
      await repos.organizations.addOrganizationUser({
        organizationId: config.organizationId,
        userId,
        roleId: MEMBER_ROLE.id,
        isOwner: false,
      });
      await repos.organizations.addWorkspaceUser({
        workspaceId: workspace.id,
        userId,
        roleId: MEMBER_ROLE.id,
      });
      return userId;
    });
  }

  private async record(
    email: string,
    clientInfo: ClientInfo,
    outcome: 'success' | 'failure',
    message: string | null,
    userId?: string,
  ): Promise<void> {
    await this.loginActivity?.record({
      email,
      ...(userId !== undefined ? { userId } : {}),
      activity: 'login',
      method: 'sso',
      outcome,
      message,
      ...clientInfo,
    });
  }
}
