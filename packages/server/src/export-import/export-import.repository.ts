import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ImportEntries } from './bundle-rows.ts';

/** The tables an export reads and an import writes, each row with an `id` and a `workspaceId`. */
export type BundleTable =
  | 'chat_flow'
  | 'assistant'
  | 'tool'
  | 'variable'
  | 'custom_template'
  | 'document_store'
  | 'document_store_loader'
  | 'document_store_file_chunk'
  | 'execution'
  | 'chat_message'
  | 'chat_message_feedback';

/** Ids already in this workspace, per table: their rows are replaced, the others inserted. */
export type ExistingIds = Readonly<Record<BundleTable, ReadonlySet<string>>>;

const ID_BATCH = 500;
const INSERT_BATCH = 100;

function batches<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

type Writer = Transaction<Database>;

/** Inserts the new rows in batches and replaces the existing ones (same id, same workspace) in place. */
async function put<Row extends { readonly id: string }>(
  rows: readonly Row[],
  existing: ReadonlySet<string>,
  insert: (batch: Row[]) => Promise<unknown>,
  update: (row: Row) => Promise<unknown>,
): Promise<void> {
  const fresh = rows.filter((row) => !existing.has(row.id));
  for (const row of rows) if (existing.has(row.id)) await update(row);
  for (const batch of batches(fresh, INSERT_BATCH)) await insert(batch);
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
    return this.db.transaction().execute(async (trx) => {
      await writeFlowsAndAssistants(trx, workspaceId, entries, existing);
      await writeToolsVariablesTemplates(trx, workspaceId, entries, existing);
      await writeStores(trx, workspaceId, entries, existing);
      await writeRunsAndChats(trx, workspaceId, entries, existing);
    });
  }
}

async function writeFlowsAndAssistants(
  trx: Writer,
  workspaceId: string,
  entries: ImportEntries,
  existing: ExistingIds,
): Promise<void> {
  await put(
    entries.flows,
    existing.chat_flow,
    (batch) =>
      trx
        .insertInto('chat_flow')
        .values(batch.map((row) => ({ ...row, workspaceId, apikeyid: null })))
        .execute(),
    ({ id, ...row }) =>
      trx
        .updateTable('chat_flow')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
  await put(
    entries.assistants,
    existing.assistant,
    (batch) =>
      trx
        .insertInto('assistant')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    // A replaced assistant keeps its credential unless the file names one of this workspace's.
    ({ id, credential, ...row }) =>
      trx
        .updateTable('assistant')
        .set(credential === null ? row : { ...row, credential })
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
}

async function writeToolsVariablesTemplates(
  trx: Writer,
  workspaceId: string,
  entries: ImportEntries,
  existing: ExistingIds,
): Promise<void> {
  await put(
    entries.tools,
    existing.tool,
    (batch) =>
      trx
        .insertInto('tool')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    ({ id, ...row }) =>
      trx.updateTable('tool').set(row).where('id', '=', id).where('workspaceId', '=', workspaceId).execute(),
  );
  await put(
    entries.variables,
    existing.variable,
    (batch) =>
      trx
        .insertInto('variable')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    ({ id, ...row }) =>
      trx
        .updateTable('variable')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
  await put(
    entries.templates,
    existing.custom_template,
    (batch) =>
      trx
        .insertInto('custom_template')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    ({ id, ...row }) =>
      trx
        .updateTable('custom_template')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
}

async function writeStores(
  trx: Writer,
  workspaceId: string,
  entries: ImportEntries,
  existing: ExistingIds,
): Promise<void> {
  await put(
    entries.stores.map((entry) => entry.store),
    existing.document_store,
    (batch) =>
      trx
        .insertInto('document_store')
        .values(
          batch.map((row) => ({
            ...row,
            workspaceId,
            vectorGeneration: 0,
            vectorFingerprint: null,
            vectorDimensions: null,
            liveVectorStoreConfig: null,
          })),
        )
        .execute(),
    // A replaced store keeps its vectors and files: only what the bundle describes changes.
    ({ id, ...row }) =>
      trx
        .updateTable('document_store')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
  await put(
    entries.stores.flatMap((entry) => entry.loaders),
    existing.document_store_loader,
    (batch) =>
      trx
        .insertInto('document_store_loader')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    ({ id, credential, ...row }) =>
      trx
        .updateTable('document_store_loader')
        .set(credential === null ? row : { ...row, credential })
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
  await put(
    entries.chunks,
    existing.document_store_file_chunk,
    (batch) =>
      trx
        .insertInto('document_store_file_chunk')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    ({ id, ...row }) =>
      trx
        .updateTable('document_store_file_chunk')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
}

async function writeRunsAndChats(
  trx: Writer,
  workspaceId: string,
  entries: ImportEntries,
  existing: ExistingIds,
): Promise<void> {
  await put(
    entries.executions,
    existing.execution,
    (batch) =>
      trx
        .insertInto('execution')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    ({ id, ...row }) =>
      trx
        .updateTable('execution')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
  await put(
    entries.messages,
    existing.chat_message,
    (batch) =>
      trx
        .insertInto('chat_message')
        .values(batch.map((row) => ({ ...row, workspaceId, requestOrigin: null })))
        .execute(),
    ({ id, ...row }) =>
      trx
        .updateTable('chat_message')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
  await put(
    entries.feedback,
    existing.chat_message_feedback,
    (batch) =>
      trx
        .insertInto('chat_message_feedback')
        .values(batch.map((row) => ({ ...row, workspaceId })))
        .execute(),
    ({ id, ...row }) =>
      trx
        .updateTable('chat_message_feedback')
        .set(row)
        .where('id', '=', id)
        .where('workspaceId', '=', workspaceId)
        .execute(),
  );
}
