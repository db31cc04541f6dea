import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { DocumentStoreFileChunkTable } from '../document-store.schema.ts';

export type DocumentChunkRow = Selectable<DocumentStoreFileChunkTable>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const INSERT_BATCH = 200;

/** Chunks of a store's loaders (Flowise's `document_store_file_chunk`). */
export class DocumentChunkRepository {
  constructor(private readonly db: Db) {}

  /** Replaces every chunk of the loader in one transaction, with the loader's new totals. */
  async replaceLoaderChunks(
    workspaceId: string,
    loaderId: string,
    rows: readonly DocumentChunkRow[],
    loaderChanges: { status: string; totalChunks: number; totalChars: number; updatedDate: string },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('document_store_file_chunk')
        .where('workspaceId', '=', workspaceId)
        .where('docId', '=', loaderId)
        .execute();
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await trx
          .insertInto('document_store_file_chunk')
          .values(rows.slice(start, start + INSERT_BATCH))
          .execute();
      }
      await trx
        .updateTable('document_store_loader')
        .set(loaderChanges)
        .where('workspaceId', '=', workspaceId)
        .where('id', '=', loaderId)
        .execute();
    });
  }

  async page(
    workspaceId: string,
    loaderId: string,
    options: { offset: number; limit: number; search: string | undefined },
  ): Promise<{ rows: DocumentChunkRow[]; count: number; characters: number }> {
    const base = this.db
      .selectFrom('document_store_file_chunk')
      .where('workspaceId', '=', workspaceId)
      .where('docId', '=', loaderId);
    const totals = await base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | null>(sql`length(${sql.ref('pageContent')})`).as('characters'),
      ])
      .executeTakeFirstOrThrow();
    let filtered = base;
    if (options.search) {
      const pattern = `%${escapeLike(options.search.toLowerCase())}%`;
      filtered = filtered.where(sql<boolean>`lower(${sql.ref('pageContent')}) like ${pattern} escape '\\'`);
    }
    const counted = options.search
      ? await filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()
      : totals;
    const rows = await filtered
      .selectAll()
      .orderBy('chunkNo')
      .orderBy('id')
      .offset(options.offset)
      .limit(options.limit)
      .execute();
    return { rows, count: Number(counted.count), characters: Number(totals.characters ?? 0) };
  }

  find(workspaceId: string, loaderId: string, id: string): Promise<DocumentChunkRow | undefined> {
    return this.db
      .selectFrom('document_store_file_chunk')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('docId', '=', loaderId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Chunks of the given loaders after `afterId` in id order (for reading a whole store page by page). */
  listAfter(
    workspaceId: string,
    storeId: string,
    loaderIds: readonly string[],
    afterId: string,
    limit: number,
  ): Promise<DocumentChunkRow[]> {
    if (loaderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('document_store_file_chunk')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('storeId', '=', storeId)
      .where('docId', 'in', loaderIds)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  findMany(workspaceId: string, ids: readonly string[]): Promise<DocumentChunkRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('document_store_file_chunk')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('id', 'in', ids)
      .execute();
  }

  async update(
    workspaceId: string,
    loaderId: string,
    id: string,
    changes: { pageContent: string; metadata: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('document_store_file_chunk')
      .set(changes)
      .where('workspaceId', '=', workspaceId)
      .where('docId', '=', loaderId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(workspaceId: string, loaderId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('document_store_file_chunk')
      .where('workspaceId', '=', workspaceId)
      .where('docId', '=', loaderId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Recounts a loader's chunks and characters into its row. */
  async recount(workspaceId: string, loaderId: string): Promise<void> {
    const totals = await this.db
      .selectFrom('document_store_file_chunk')
      .where('workspaceId', '=', workspaceId)
      .where('docId', '=', loaderId)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | null>(sql`length(${sql.ref('pageContent')})`).as('characters'),
      ])
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('document_store_loader')
      .set({ totalChunks: Number(totals.count), totalChars: Number(totals.characters ?? 0) })
      .where('workspaceId', '=', workspaceId)
      .where('id', '=', loaderId)
      .execute();
  }
}
