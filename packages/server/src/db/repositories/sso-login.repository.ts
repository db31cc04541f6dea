import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { SsoLoginTable } from '../sso-and-files.schema.ts';

export type SsoLoginRow = Selectable<SsoLoginTable>;

/** Logins in progress (`state` between redirect and callback, `ticket` for /sso-success); each is used once. */
export class SsoLoginRepository {
  constructor(private readonly db: Db) {}

  async create(row: SsoLoginRow): Promise<void> {
    await this.db.insertInto('sso_login').values(row).execute();
  }

  /** Removes and returns the record: a second use of the same id finds nothing. Expired ones are dropped. */
  async take(id: string, kind: string, now: string): Promise<SsoLoginRow | undefined> {
    const row = await this.db
      .selectFrom('sso_login')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await this.db.deleteFrom('sso_login').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return undefined;
    return row.expiresAt > now ? row : undefined;
  }

  async purgeExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sso_login').where('expiresAt', '<=', now).execute();
  }
}
