import type { Db } from '../database.ts';

export class InstanceSettingRepository {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('instance_setting')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  /** Stores `value` unless the key is already set; returns whichever value is stored (safe across servers). */
  async getOrCreate(key: string, value: string): Promise<string> {
    await this.db
      .insertInto('instance_setting')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const stored = await this.get(key);
    if (stored === undefined) throw new Error(`Instance setting ${key} could not be stored`);
    return stored;
  }

  /** Stores `value` under `key`, replacing any earlier value. */
  async set(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('instance_setting')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }
}
