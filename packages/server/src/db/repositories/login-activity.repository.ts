import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { LoginActivityTable } from '../schema.ts';

export type LoginActivityRow = Selectable<LoginActivityTable>;
export type LoginActivityJoined = LoginActivityRow & { readonly userName: string | null };

export interface LoginActivityFilter {
  readonly organizationId: string;
  /** Also the events of no organization (attempts on unknown emails): single-organization instances only. */
  readonly includeUnowned: boolean;
  readonly userId?: string;
  readonly search?: string;
  readonly outcome?: string;
  readonly activity?: string;
  readonly from?: string;
  readonly to?: string;
}

/** The login activity log, always read and purged within one organization. */
export class LoginActivityRepository {
  constructor(private readonly db: Db) {}

  async create(rows: readonly Insertable<LoginActivityTable>[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto('login_activity')
        .values([...rows])
        .execute();
  }

  private filtered(filter: LoginActivityFilter) {
    let query = this.db
      .selectFrom('login_activity as a')
      .where((eb) =>
        filter.includeUnowned
          ? eb.or([eb('a.organizationId', '=', filter.organizationId), eb('a.organizationId', 'is', null)])
          : eb('a.organizationId', '=', filter.organizationId),
      );
    if (filter.userId !== undefined) query = query.where('a.userId', '=', filter.userId);
    if (filter.search) {
      const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where(sql<boolean>`lower(${sql.ref('a.email')}) like ${pattern} escape '\\'`);
    }
    if (filter.outcome !== undefined) query = query.where('a.outcome', '=', filter.outcome);
    if (filter.activity !== undefined) query = query.where('a.activity', '=', filter.activity);
    if (filter.from !== undefined) query = query.where('a.createdDate', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('a.createdDate', '<=', filter.to);
    return query;
  }

  async list(
    filter: LoginActivityFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: LoginActivityJoined[]; total: number }> {
    const rows = await this.filtered(filter)
      .leftJoin('user as u', 'u.id', 'a.userId')
      .selectAll('a')
      .select('u.name as userName')
      .orderBy('a.createdDate', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const count = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** Deletes the organization's events created before `before`; answers how many went. */
  async purge(organizationId: string, includeUnowned: boolean, before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('login_activity')
      .where((eb) =>
        includeUnowned
          ? eb.or([eb('organizationId', '=', organizationId), eb('organizationId', 'is', null)])
          : eb('organizationId', '=', organizationId),
      )
      .where('createdDate', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
