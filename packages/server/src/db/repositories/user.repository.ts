import type { Db } from '../database.ts';
import type { NewUserRow, UserRow, UserUpdate } from '../schema.ts';

export class UserRepository {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('user').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  findByTempToken(tokenHash: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('user').selectAll().where('tempToken', '=', tokenHash).executeTakeFirst();
  }

  async create(user: NewUserRow): Promise<void> {
    await this.db.insertInto('user').values(user).execute();
  }

  async update(id: string, changes: UserUpdate): Promise<void> {
    await this.db.updateTable('user').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the account; its sessions and memberships go with it (foreign keys cascade). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('user').where('id', '=', id).execute();
  }
}
