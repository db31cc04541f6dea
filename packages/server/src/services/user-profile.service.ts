import type { PlatformType, PublicUser, UpdateProfileRequest } from '@loomflow/core';
import { AUTH_MESSAGES } from '@loomflow/core';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import type { UserRow, UserUpdate } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { nowIso } from '../util/clock.ts';
import { callerCan, organizationOf, userOf } from './caller-scope.ts';
import { toPublicUser } from './membership-mappers.ts';

const EMAIL_TAKEN = 'An account with this email already exists: choose another email address.';

/** `GET /user` and `PUT /user`: one's profile (name, email, password), and reading the members one manages. */
export class UserProfileService {
  constructor(
    private readonly db: Db,
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
  ) {}

  async get(caller: RequestAccess, id: string): Promise<PublicUser> {
    if (id !== userOf(caller)) {
      if (!callerCan(caller, this.platform, 'users:manage')) throw forbidden(AUTH_MESSAGES.forbidden);
      if (!(await this.repos.organizationUsers.find(organizationOf(caller), id)))
        throw notFound(`User ${id} not found in your organization`);
    }
    const user = await this.repos.users.findById(id);
    if (!user) throw notFound(`User ${id} not found`);
    return toPublicUser(user);
  }

  /** Changes one's own profile. A new password ends every other session of the account. */
  async update(caller: RequestAccess, request: UpdateProfileRequest): Promise<PublicUser> {
    const userId = userOf(caller);
    if (request.id !== userId) throw forbidden('You can only change your own profile.');
    const user = await this.repos.users.findById(userId);
    if (!user) throw notFound(`User ${userId} not found`);
    const changes = await this.changesFor(user, request);
    const now = nowIso();
    try {
      await this.db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        if (changes.email !== undefined) {
          const owner = await repos.users.findByEmail(changes.email);
          if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN);
        }
        await repos.users.update(userId, { ...changes, updatedDate: now });
        if (changes.credential !== undefined && caller.sessionId)
          await repos.sessions.revokeAllForUserExcept(userId, caller.sessionId, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    return this.get(caller, userId);
  }

  private async changesFor(user: UserRow, request: UpdateProfileRequest): Promise<UserUpdate> {
    const emailChanges = request.email !== undefined && request.email !== user.email;
    const passwordChanges = request.newPassword !== undefined;
    if ((passwordChanges || emailChanges) && user.credential === null) {
      throw badRequest(
        `Your account signs in with single sign-on: change your ${passwordChanges ? 'password' : 'email'} with your identity provider.`,
      );
    }
    if (emailChanges || passwordChanges) {
      const what = passwordChanges ? 'password' : 'email';
      if (!request.oldPassword) throw badRequest(`Enter your current password to change your ${what}.`);
      if (!user.credential || !(await verifyPassword(user.credential, request.oldPassword)))
        throw badRequest('Your current password is not correct: try again.');
    }
    return {
      ...(request.name !== undefined ? { name: request.name } : {}),
      ...(emailChanges ? { email: request.email } : {}),
      ...(request.newPassword !== undefined ? { credential: await hashPassword(request.newPassword) } : {}),
    };
  }
}
