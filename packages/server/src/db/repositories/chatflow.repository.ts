import { sql, type Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { ChatFlowRow, ChatFlowTable } from '../schema.ts';

export type ChatFlowChanges = Omit<Updateable<ChatFlowTable>, 'id' | 'workspaceId' | 'createdDate'> & {
  updatedDate: string;
};

export interface ChatFlowFilter {
  /** Only these types (none: nothing matches). */
  readonly types: readonly string[];
  /** Part of the name or category, any letter case. */
  readonly search?: string | undefined;
}

/** The order of a list: by name (any letter case), last change or creation. */
export interface ChatFlowOrder {
  readonly sort: 'name' | 'updatedDate' | 'createdDate';
  readonly order: 'asc' | 'desc';
}

const NEWEST_CHANGE_FIRST: ChatFlowOrder = { sort: 'updatedDate', order: 'desc' };

export interface ChatFlowPage {
  readonly offset: number;
  readonly limit: number;
}

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Flows belong to a workspace: every read and write is filtered by it. */
export class ChatFlowRepository {
  constructor(private readonly db: Db) {}

  private filtered(workspaceId: string, filter: ChatFlowFilter) {
    let query = this.db
      .selectFrom('chat_flow')
      .where('workspaceId', '=', workspaceId)
      .where('type', 'in', filter.types.length > 0 ? [...filter.types] : ['']);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(${eb.ref('name')})`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(
            sql<string>`lower(coalesce(${eb.ref('category')}, ''))`,
            'like',
            sql<string>`${pattern} escape '\\'`,
          ),
        ]),
      );
    }
    return query;
  }

  /** Newest change first (Flowise's order) unless told otherwise, one page when asked. */
  list(
    workspaceId: string,
    filter: ChatFlowFilter,
    page?: ChatFlowPage,
    order: ChatFlowOrder = NEWEST_CHANGE_FIRST,
  ): Promise<ChatFlowRow[]> {
    let query = this.filtered(workspaceId, filter).selectAll();
    query =
      order.sort === 'name'
        ? query.orderBy(sql`lower(name)`, order.order).orderBy('name', order.order)
        : query.orderBy(order.sort, order.order);
    query = query.orderBy('id');
    if (page) query = query.limit(page.limit).offset(page.offset);
    return query.execute();
  }

  async count(workspaceId: string, filter: ChatFlowFilter): Promise<number> {
    const row = await this.filtered(workspaceId, filter)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  find(workspaceId: string, id: string): Promise<ChatFlowRow | undefined> {
    return this.db
      .selectFrom('chat_flow')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A flow without its graph (`flowData`, the large column): for a save that replaces it. */
  findWithoutFlowData(workspaceId: string, id: string): Promise<Omit<ChatFlowRow, 'flowData'> | undefined> {
    return this.db
      .selectFrom('chat_flow')
      .select([
        'id',
        'workspaceId',
        'name',
        'type',
        'deployed',
        'isPublic',
        'apikeyid',
        'chatbotConfig',
        'apiConfig',
        'analytic',
        'speechToText',
        'followUpPrompts',
        'category',
        'createdDate',
        'updatedDate',
      ])
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The stored version (`updatedDate`) of a flow, or undefined. */
  async version(workspaceId: string, id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('chat_flow')
      .select('updatedDate')
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.updatedDate;
  }

  async create(row: ChatFlowRow): Promise<void> {
    await this.db.insertInto('chat_flow').values(row).execute();
  }

  /**
   * Writes the changes when the flow exists and, with `expectedVersion`, is still at that version; one
   * statement, so two saves of the same version cannot both succeed.
   */
  async update(
    workspaceId: string,
    id: string,
    changes: ChatFlowChanges,
    expectedVersion?: string,
  ): Promise<boolean> {
    let query = this.db
      .updateTable('chat_flow')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id);
    if (expectedVersion !== undefined) query = query.where('updatedDate', '=', expectedVersion);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('chat_flow')
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
