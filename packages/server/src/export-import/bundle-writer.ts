import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ImportEntries } from './bundle-rows.ts';
import type { ExistingIds } from './bundle-tables.ts';

const INSERT_BATCH = 100;

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
  for (let start = 0; start < fresh.length; start += INSERT_BATCH)
    await insert(fresh.slice(start, start + INSERT_BATCH));
}

/**
 * Writes every entry of an import in one transaction, each row stamped with the caller's workspace: all of it
 * lands, or (on any error) none of it.
 */
export function writeBundle(
  db: Db,
  workspaceId: string,
  entries: ImportEntries,
  existing: ExistingIds,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await writeFlowsAndAssistants(trx, workspaceId, entries, existing);
    await writeToolsVariablesTemplates(trx, workspaceId, entries, existing);
    await writeStores(trx, workspaceId, entries, existing);
    await writeRunsAndChats(trx, workspaceId, entries, existing);
  });
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
