import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { SsoConfigTable } from '../sso-and-files.schema.ts';

export type SsoConfigRow = Selectable<SsoConfigTable>;

/** Single sign-on provider settings: one row per provider, owned by the organization that set it up. */
export class SsoConfigRepository {
  constructor(private readonly db: Db) {}

  find(provider: string): Promise<SsoConfigRow | undefined> {
    return this.db.selectFrom('sso_config').selectAll().where('provider', '=', provider).executeTakeFirst();
  }

  listEnabled(): Promise<SsoConfigRow[]> {
    return this.db
      .selectFrom('sso_config')
      .selectAll()
      .where('enabled', '=', 1)
      .orderBy('provider')
      .execute();
  }

  async upsert(row: SsoConfigRow): Promise<void> {
    const { provider: _provider, createdDate: _createdDate, ...changes } = row;
    await this.db
      .insertInto('sso_config')
      .values(row)
      .onConflict((conflict) => conflict.column('provider').doUpdateSet(changes))
      .execute();
  }
}
