import type { PlatformType, RegisterRequest, RegisterResponse } from '@loomflow/core';
import { randomToken, sha256 } from '../auth/opaque-token.ts';
import { hashPassword } from '../auth/password.ts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import { badRequest, conflict, forbidden } from '../errors/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import { isoAfterSeconds, newId, nowIso } from '../util/clock.ts';
import type { LoginActivityService } from './login-activity.service.ts';
import type { ClientInfo } from './session.service.ts';
import { createOrganizationWithOwner } from './tenancy.service.ts';

const DAY = 24 * 60 * 60;
const INVALID_LINK = 'This link is invalid or has expired: ask for a new one.';

/** Registration, email verification and password reset. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
    private readonly config: AppConfig,
    private readonly mailer: Mailer | undefined,
    private readonly loginActivity?: LoginActivityService,
  ) {}

  get platform(): PlatformType {
    return this.config.platform;
  }

  /** Whether new accounts must confirm their email before logging in. */
  get verificationRequired(): boolean {
    return this.platform === 'cloud' || this.mailer !== undefined;
  }

  async register(request: RegisterRequest): Promise<RegisterResponse> {
    const { name, email, credential, tempToken } = request.user;
    if (tempToken) return this.acceptInvitation(name, email, credential, tempToken);
    const credentialHash = await hashPassword(credential);
    const verification = this.verificationRequired ? randomToken() : undefined;
    const result = await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const firstUser = (await repos.users.count()) === 0;
      if (!firstUser && this.platform !== 'cloud') {
        throw forbidden(
          'Registration is by invitation only: ask an administrator of this Loomflow to invite you.',
        );
      }
      if (await repos.users.findByEmail(email)) {
        throw conflict('An account with this email already exists: log in, or reset your password.');
      }
      const now = nowIso();
      const id = newId();
      const status = verification ? 'unverified' : 'active';
      await repos.users.create({
        id,
        name,
        email,
        credential: credentialHash,
        status,
        tempToken: verification ? sha256(verification) : null,
        tokenExpiry: verification ? isoAfterSeconds(DAY) : null,
        activeWorkspaceId: null,
        lastLogin: null,
        createdDate: now,
        updatedDate: now,
      });
      // First-run setup names the organization; on cloud every registration creates its own.
      const chosenName = firstUser || this.platform === 'cloud' ? request.organization?.name : undefined;
      const organizationName =
        chosenName ?? (this.platform === 'cloud' ? `${name}'s Organization` : 'Default Organization');
      await createOrganizationWithOwner(repos, id, organizationName);
      return { id, name, email, status } as const;
    });
    if (verification) await this.sendVerification(email, name, verification);
    return { ...result, verificationRequired: verification !== undefined };
  }

  private async acceptInvitation(
    name: string,
    email: string,
    password: string,
    token: string,
  ): Promise<RegisterResponse> {
    const user = await this.repos.users.findByTempToken(sha256(token));
    if (
      !user ||
      user.status !== 'invited' ||
      user.email !== email ||
      !user.tokenExpiry ||
      user.tokenExpiry <= nowIso()
    ) {
      throw badRequest('This invitation is invalid or has expired, or was sent to another email address.');
    }
    await this.repos.users.update(user.id, {
      name,
      credential: await hashPassword(password),
      status: 'active',
      tempToken: null,
      tokenExpiry: null,
      updatedDate: nowIso(),
    });
    return { id: user.id, name, email, status: 'active', verificationRequired: false };
  }

  async verifyEmail(token: string): Promise<void> {
    const user = await this.repos.users.findByTempToken(sha256(token));
    if (!user || user.status !== 'unverified' || !user.tokenExpiry || user.tokenExpiry <= nowIso()) {
      throw badRequest(INVALID_LINK);
    }
    await this.repos.users.update(user.id, {
      status: 'active',
      tempToken: null,
      tokenExpiry: null,
      updatedDate: nowIso(),
    });
  }

  /** Sends a new verification link when the account exists and is unverified; silent otherwise. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.repos.users.findByEmail(email);
    if (!user || user.status !== 'unverified') return;
    const token = randomToken();
    await this.repos.users.update(user.id, { tempToken: sha256(token), tokenExpiry: isoAfterSeconds(DAY) });
    await this.sendVerification(user.email, user.name, token);
  }

  /** Mails a reset link when the account exists; answers the same either way so accounts can't be probed. */
  async forgotPassword(email: string): Promise<void> {
    const mailer = this.requireMailer('Password reset');
    const user = await this.repos.users.findByEmail(email);
    if (!user || user.status === 'inactive' || user.status === 'invited') return;
    // An account without a password signs in through SSO: a reset link would let a password bypass the provider.
    if (user.credential === null) return;
    const token = randomToken();
    await this.repos.users.update(user.id, {
      tempToken: sha256(token),
      tokenExpiry: isoAfterSeconds(60 * 60),
    });
    const link = `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send(passwordResetMail(user.email, link));
  }

  async resetPassword(
    email: string,
    token: string,
    password: string,
    client: ClientInfo = { ipAddress: null, userAgent: null },
  ): Promise<void> {
    const user = await this.repos.users.findByTempToken(sha256(token));
    const reset = { email, activity: 'password_reset', method: 'email_link', ...client } as const;
    if (!user || user.email !== email || !user.tokenExpiry || user.tokenExpiry <= nowIso()) {
      await this.loginActivity?.record({ ...reset, outcome: 'failure', message: INVALID_LINK });
      throw badRequest(INVALID_LINK);
    }
    const now = nowIso();
    await this.repos.users.update(user.id, {
      credential: await hashPassword(password),
      // Following the link proves the address, so an unverified account becomes active.
      status: user.status === 'unverified' ? 'active' : user.status,
      tempToken: null,
      tokenExpiry: null,
      updatedDate: now,
    });
    await this.repos.sessions.revokeAllForUser(user.id, now);
    await this.loginActivity?.record({ ...reset, userId: user.id, outcome: 'success' });
  }

  requireMailer(what: string): Mailer {
    if (!this.mailer) {
      throw badRequest(`${what} needs outgoing mail: the administrator must set SMTP_HOST (see the README).`);
    }
    return this.mailer;
  }

  private async sendVerification(email: string, name: string, token: string): Promise<void> {
    if (!this.mailer) return;
    const link = `${this.config.appUrl}/verify?token=${encodeURIComponent(token)}`;
    await this.mailer.send(verificationMail(email, name, link));
  }
}
