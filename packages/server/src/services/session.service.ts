import { AUTH_MESSAGES, type AuthUser, type LoginResponse } from '@loomflow/core';
import type { AccessTokens } from '../auth/access-token.ts';
import { hmacSha256, randomToken, safeEqual, sha256 } from '../auth/opaque-token.ts';
import { verifyPassword } from '../auth/password.ts';
import type { AppConfig } from '../config/config.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { AppError, tooManyRequests, unauthorized } from '../errors/app-error.ts';
import { isoAfterSeconds, newId, nowIso } from '../util/clock.ts';
import type { AuthUserService } from './auth-user.service.ts';
import type { LoginActivityEvent, LoginActivityService } from './login-activity.service.ts';

export interface IssuedSession {
  readonly accessToken: string;
  /** Absent when a refresh was served within the rotation grace period: the client keeps its newer token. */
  readonly refreshToken?: string;
  readonly xsrfToken: string;
  readonly sessionId: string;
}

export interface ClientInfo {
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

function splitRefreshToken(token: string): { sessionId: string; secret: string } | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return undefined;
  return { sessionId: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/** Login sessions: password login, rotating refresh tokens with reuse detection, logout. */
export class SessionService {
  constructor(
    private readonly repos: Repositories,
    private readonly config: AppConfig,
    private readonly accessTokens: AccessTokens,
    private readonly authUsers: AuthUserService,
    private readonly xsrfSecret: string,
    private readonly loginActivity?: LoginActivityService,
  ) {}

  /** Files a password sign-in event in the login activity log. */
  private async recordLogin(
    email: string,
    client: ClientInfo,
    outcome: LoginActivityEvent['outcome'],
    message: string | null,
    userId?: string,
  ): Promise<void> {
    await this.loginActivity?.record({
      email,
      userId,
      activity: 'login',
      method: 'password',
      outcome,
      message,
      ...client,
    });
  }

  xsrfTokenFor(sessionId: string): string {
    return hmacSha256(this.xsrfSecret, `xsrf:${sessionId}`);
  }

  async login(
    email: string,
    password: string,
    client: ClientInfo,
  ): Promise<{ response: LoginResponse; session: IssuedSession }> {
    const { loginAttemptsPerAccount, loginWindowSeconds } = this.config.auth;
    const windowStart = new Date(Date.now() - loginWindowSeconds * 1000).toISOString();
    if ((await this.repos.loginAttempts.failuresSince(email, windowStart)) >= loginAttemptsPerAccount) {
      await this.recordLogin(email, client, 'failure', 'Too many failed login attempts');
      throw tooManyRequests(
        `Too many failed login attempts for this account. Try again in ${Math.ceil(loginWindowSeconds / 60)} minutes or reset your password.`,
      );
    }
    const user = await this.repos.users.findByEmail(email);
    if (!user?.credential) {
      await this.repos.loginAttempts.record(email, client.ipAddress, false, nowIso());
      await this.recordLogin(email, client, 'failure', AUTH_MESSAGES.unknownUser, user?.id);
      throw unauthorized(AUTH_MESSAGES.unknownUser);
    }
    if (!(await verifyPassword(user.credential, password))) {
      await this.repos.loginAttempts.record(email, client.ipAddress, false, nowIso());
      await this.recordLogin(email, client, 'failure', AUTH_MESSAGES.incorrectPassword, user.id);
      throw unauthorized(AUTH_MESSAGES.incorrectPassword);
    }
    if (user.status === 'inactive') {
      await this.recordLogin(email, client, 'failure', AUTH_MESSAGES.inactiveUser, user.id);
      throw unauthorized(AUTH_MESSAGES.inactiveUser);
    }
    if (user.status === 'unverified') {
      await this.recordLogin(email, client, 'failure', 'Email address not verified', user.id);
      throw new AppError(
        401,
        'Email address not verified: open the link we sent to your email, or ask for a new one from the login page.',
      );
    }
    const { user: authUser, features } = await this.authUsers.build(user.id);
    const now = nowIso();
    await this.recordLogin(email, client, 'success', null, user.id);
    await this.repos.loginAttempts.record(email, client.ipAddress, true, now);
    await this.repos.users.update(user.id, { lastLogin: now, status: 'active' });
    await this.repos.organizations.touchWorkspaceLogin(authUser.activeWorkspaceId, user.id, now);
    const session = await this.startSession(user.id, client);
    return { response: { ...authUser, lastLogin: now, token: session.accessToken, features }, session };
  }

  private async startSession(userId: string, client: ClientInfo): Promise<IssuedSession> {
    const sessionId = newId();
    const secret = randomToken();
    const now = nowIso();
    await this.repos.sessions.create({
      id: sessionId,
      userId,
      refreshTokenHash: sha256(secret),
      previousRefreshTokenHash: null,
      rotatedDate: null,
      expiresAt: isoAfterSeconds(this.config.auth.refreshTokenTtlSeconds),
      revokedAt: null,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      createdDate: now,
      lastUsedDate: now,
    });
    return {
      sessionId,
      accessToken: await this.accessTokens.sign({ userId, sessionId }),
      refreshToken: `${sessionId}.${secret}`,
      xsrfToken: this.xsrfTokenFor(sessionId),
    };
  }

  /**
   * Signs in a user whose identity was proved elsewhere (single sign-on): the same session, cookies and last-login
   * bookkeeping as a password login. The caller checked the account's status.
   */
  async loginVerifiedUser(
    userId: string,
    client: ClientInfo,
  ): Promise<{ response: LoginResponse; session: IssuedSession }> {
    const { user: authUser, features } = await this.authUsers.build(userId);
    const now = nowIso();
    await this.repos.users.update(userId, { lastLogin: now, status: 'active' });
    await this.repos.organizations.touchWorkspaceLogin(authUser.activeWorkspaceId, userId, now);
    const session = await this.startSession(userId, client);
    return { response: { ...authUser, lastLogin: now, token: session.accessToken, features }, session };
  }

  /** Exchanges a refresh token for a new access token and a new refresh token (the old one stops working). */
  async refresh(refreshToken: string | undefined): Promise<{ user: AuthUser; session: IssuedSession }> {
    const parts = refreshToken ? splitRefreshToken(refreshToken) : undefined;
    if (!parts) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    const session = await this.repos.sessions.findById(parts.sessionId);
    if (!session || session.revokedAt !== null) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    if (session.expiresAt <= nowIso()) throw unauthorized(AUTH_MESSAGES.refreshTokenExpired);

    const presented = sha256(parts.secret);
    let nextRefreshToken: string | undefined;
    if (safeEqual(presented, session.refreshTokenHash)) {
      const secret = randomToken();
      const now = nowIso();
      const expiresAt = isoAfterSeconds(this.config.auth.refreshTokenTtlSeconds);
      if (await this.repos.sessions.rotate(session.id, presented, sha256(secret), now, expiresAt)) {
        nextRefreshToken = `${session.id}.${secret}`;
      } else if (!(await this.withinGrace(session.id, presented))) {
        throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
      }
    } else if (!(await this.withinGrace(session.id, presented))) {
      // A refresh token that was already exchanged is being replayed: end this login everywhere.
      await this.repos.sessions.revoke(session.id, nowIso());
      throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    }

    const user = await this.repos.users.findById(session.userId);
    if (!user) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    if (user.status === 'inactive') throw unauthorized(AUTH_MESSAGES.inactiveUser);
    const { user: authUser } = await this.authUsers.build(user.id);
    return {
      user: authUser,
      session: {
        sessionId: session.id,
        accessToken: await this.accessTokens.sign({ userId: user.id, sessionId: session.id }),
        ...(nextRefreshToken !== undefined ? { refreshToken: nextRefreshToken } : {}),
        xsrfToken: this.xsrfTokenFor(session.id),
      },
    };
  }

  private async withinGrace(sessionId: string, presentedHash: string): Promise<boolean> {
    const current = await this.repos.sessions.findById(sessionId);
    if (!current?.previousRefreshTokenHash || !current.rotatedDate || current.revokedAt !== null)
      return false;
    const recent =
      Date.now() - Date.parse(current.rotatedDate) < this.config.auth.refreshReuseGraceSeconds * 1000;
    return recent && safeEqual(presentedHash, current.previousRefreshTokenHash);
  }

  /** A fresh access token (and XSRF token) for a live session, e.g. after a workspace switch. */
  async reissue(userId: string, sessionId: string): Promise<IssuedSession> {
    return {
      sessionId,
      accessToken: await this.accessTokens.sign({ userId, sessionId }),
      xsrfToken: this.xsrfTokenFor(sessionId),
    };
  }

  /** Ends a login; unknown or already-ended sessions are fine (logout always succeeds). */
  async logout(sessionId: string | undefined, client?: ClientInfo): Promise<void> {
    if (!sessionId) return;
    const session = await this.repos.sessions.findById(sessionId);
    await this.repos.sessions.revoke(sessionId, nowIso());
    // Only the first logout of a live session counts; repeated or forged ones record nothing.
    if (!client || !session || session.revokedAt !== null) return;
    const user = await this.repos.users.findById(session.userId);
    if (user) {
      await this.loginActivity?.record({
        email: user.email,
        userId: user.id,
        activity: 'logout',
        // Accounts without a password signed in through single sign-on.
        method: user.credential === null ? 'sso' : 'password',
        outcome: 'success',
        ...client,
      });
    }
  }

  sessionIdOfRefreshToken(refreshToken: string | undefined): string | undefined {
    return refreshToken ? splitRefreshToken(refreshToken)?.sessionId : undefined;
  }
}
