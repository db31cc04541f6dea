import type { Db } from '../db/database.ts';
import type { ImportEntries } from './bundle-rows.ts';
import type { BundleTable, ExistingIds } from './bundle-tables.ts';
import { writeBundle } from './bundle-writer.ts';

const ID_BATCH = 500;

function batches<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Reads and writes every table of the export bundle (flows, assistants, tools, variables, custom templates,
 * document stores with their loaders and chunks, executions, messages, feedback). Reads are by workspace; the
 * import's writes run inside the caller's transaction and stamp the caller's workspace on every row.
 */
export class ExportImportRepository {
  constructor(private readonly db: Db) {}

  flows(workspaceId: string, types: readonly string[]) {
    return this.db
      .selectFrom('chat_flow')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('type', 'in', [...types])
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  flowIds(workspaceId: string): Promise<string[]> {
    return this.db
      .selectFrom('chat_flow')
      .select('id')
      .where('workspaceId', '=', workspaceId)
      .execute()
      .then((rows) => rows.map((row) => row.id));
  }

  assistants(workspaceId: string, type: string) {
    return this.db
      .selectFrom('assistant')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .where('type', '=', type)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  tools(workspaceId: string) {
    return this.db
      .selectFrom('tool')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  variables(workspaceId: string) {
    return this.db
      .selectFrom('variable')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  customTemplates(workspaceId: string) {
    return this.db
      .selectFrom('custom_template')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  documentStores(workspaceId: string) {
    return this.db
      .selectFrom('document_store')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  loaders(workspaceId: string) {
    return this.db
      .selectFrom('document_store_loader')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  chunks(workspaceId: string) {
    return this.db
      .selectFrom('document_store_file_chunk')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('storeId')
      .orderBy('docId')
      .orderBy('chunkNo')
      .orderBy('id')
      .execute();
  }

  executions(workspaceId: string) {
    return this.db
      .selectFrom('execution')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  /** The messages of the workspace's flows (every chat type), oldest first. */
  messages(workspaceId: string) {
    return this.db
      .selectFrom('chat_message')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  feedback(workspaceId: string) {
    return this.db
      .selectFrom('chat_message_feedback')
      .selectAll()
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .orderBy('id')
      .execute();
  }

  /** The workspace's credentials by id: name and type only (never their data). */
  credentials(workspaceId: string) {
    return this.db
      .selectFrom('credential')
      .select(['id', 'name', 'credentialName'])
      .where('workspaceId', '=', workspaceId)
      .orderBy('createdDate')
      .execute();
  }

  /** Which workspace holds each of these ids in a table (ids nobody holds are absent). */
  async owners(table: BundleTable, ids: readonly string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (const batch of batches([...new Set(ids)], ID_BATCH)) {
      const rows = await this.db
        .selectFrom(table)
        .select(['id', 'workspaceId'])
        .where('id', 'in', batch)
        .execute();
      for (const row of rows) owners.set(row.id, row.workspaceId);
    }
    return owners;
  }

  /** The workspace's rows of a table by name (tools and variables have unique names in a workspace). */
  async idsByName(table: 'tool' | 'variable', workspaceId: string, names: readonly string[]) {
    const byName = new Map<string, string>();
    for (const batch of batches([...new Set(names)], ID_BATCH)) {
      const rows = await this.db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('workspaceId', '=', workspaceId)
        .where('name', 'in', batch)
        .execute();
      for (const row of rows) byName.set(row.name, row.id);
    }
    return byName;
  }

  /** The workspace's feedback ids by the message they rate (one feedback per message). */
  async feedbackIdsByMessage(workspaceId: string, messageIds: readonly string[]) {
    const byMessage = new Map<string, string>();
    for (const batch of batches([...new Set(messageIds)], ID_BATCH)) {
      const rows = await this.db
        .selectFrom('chat_message_feedback')
        .select(['id', 'messageId'])
        .where('workspaceId', '=', workspaceId)
        .where('messageId', 'in', batch)
        .execute();
      for (const row of rows) byMessage.set(row.messageId, row.id);
    }
    return byMessage;
  }

  /** The workspace's loaders with these ids, with their store. */
  async loaderStores(workspaceId: string, loaderIds: readonly string[]): Promise<Map<string, string>> {
    const stores = new Map<string, string>();
    for (const batch of batches([...new Set(loaderIds)], ID_BATCH)) {
      const rows = await this.db
        .selectFrom('document_store_loader')
        .select(['id', 'storeId'])
        .where('workspaceId', '=', workspaceId)
        .where('id', 'in', batch)
        .execute();
      for (const row of rows) stores.set(row.id, row.storeId);
    }
    return stores;
  }

  /** Writes every entry in one transaction: all of it lands, or (on any error) none of it. */
  writeAll(workspaceId: string, entries: ImportEntries, existing: ExistingIds): Promise<void> {
    return writeBundle(this.db, workspaceId, entries, existing);
  }
}
