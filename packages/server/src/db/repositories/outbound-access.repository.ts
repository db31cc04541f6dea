import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { OutboundAccessChangeTable, OutboundAccessEntryTable } from '../outbound-access.schema.ts';

export type OutboundAccessEntryJoined = Selectable<OutboundAccessEntryTable> & {
  readonly createdByName: string | null;
};
export type OutboundAccessChangeJoined = Selectable<OutboundAccessChangeTable> & {
  readonly userName: string | null;
};

/**
 * The instance's outbound access list and its audit log. Every change writes the entry and its log line in one
 * transaction, so the log never misses a change and never records one that did not happen.
 */
export class OutboundAccessRepository {
  constructor(private readonly db: Db) {}

  /** The stored entries alone (what the address policy reads). */
  async entryTexts(): Promise<string[]> {
    const rows = await this.db.selectFrom('outbound_access_entry').select('entry').orderBy('entry').execute();
    return rows.map((row) => row.entry);
  }

  listEntries(): Promise<OutboundAccessEntryJoined[]> {
    return this.db
      .selectFrom('outbound_access_entry as e')
      .leftJoin('user as u', 'u.id', 'e.createdBy')
      .selectAll('e')
      .select('u.name as createdByName')
      .orderBy('e.createdDate')
      .orderBy('e.entry')
      .execute();
  }

  listChanges(limit: number): Promise<OutboundAccessChangeJoined[]> {
    return this.db
      .selectFrom('outbound_access_change as c')
      .leftJoin('user as u', 'u.id', 'c.userId')
      .selectAll('c')
      .select('u.name as userName')
      .orderBy('c.createdDate', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
  }

  findEntry(id: string): Promise<Selectable<OutboundAccessEntryTable> | undefined> {
    return this.db.selectFrom('outbound_access_entry').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Adds the entry and logs it; a duplicate entry throws the database's unique violation. */
  async add(
    entry: Insertable<OutboundAccessEntryTable>,
    change: Insertable<OutboundAccessChangeTable>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('outbound_access_entry').values(entry).execute();
      await trx.insertInto('outbound_access_change').values(change).execute();
    });
  }

  /** Removes the entry and logs it; false (and nothing logged) when it was already gone. */
  async remove(id: string, change: Insertable<OutboundAccessChangeTable>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('outbound_access_entry').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await trx.insertInto('outbound_access_change').values(change).execute();
      return true;
    });
  }
}
