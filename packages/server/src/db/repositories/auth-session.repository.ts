import type { Db } from '../database.ts';
import type { AuthSessionRow } from '../schema.ts';

export class AuthSessionRepository {
  constructor(private readonly db: Db) {}

  async create(session: AuthSessionRow): Promise<void> {
    await this.db.insertInto('auth_session').values(session).execute();
  }

  findById(id: string): Promise<AuthSessionRow | undefined> {
    return this.db.selectFrom('auth_session').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Moves the session to a new refresh token only if it still holds `expectedHash` (no double rotation). */
  async rotate(
    id: string,
    expectedHash: string,
    nextHash: string,
    now: string,
    expiresAt: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('auth_session')
      .set({
        refreshTokenHash: nextHash,
        previousRefreshTokenHash: expectedHash,
        rotatedDate: now,
        lastUsedDate: now,
        expiresAt,
      })
      .where('id', '=', id)
      .where('refreshTokenHash', '=', expectedHash)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revoke(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('auth_session')
      .set({ revokedAt: now })
      .where('id', '=', id)
      .where('revokedAt', 'is', null)
      .execute();
  }

  async revokeAllForUser(userId: string, now: string): Promise<void> {
    await this.db
      .updateTable('auth_session')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** Ends every login of the user except `keepSessionId` (the one asking). */
  async revokeAllForUserExcept(userId: string, keepSessionId: string, now: string): Promise<void> {
    await this.db
      .updateTable('auth_session')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }
}
