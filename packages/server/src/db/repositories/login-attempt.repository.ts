import { randomUUID } from 'node:crypto';
import type { Db } from '../database.ts';

export class LoginAttemptRepository {
  constructor(private readonly db: Db) {}

  async record(email: string, ipAddress: string | null, succeeded: boolean, when: string): Promise<void> {
    await this.db
      .insertInto('login_attempt')
      .values({ id: randomUUID(), email, ipAddress, succeeded: succeeded ? 1 : 0, createdDate: when })
      .execute();
  }

  /** Failed attempts for an account since `since` (ISO). */
  async failuresSince(email: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('email', '=', email)
      .where('succeeded', '=', 0)
      .where('createdDate', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
