import { createHash, randomUUID } from 'node:crypto';
import type { ImportEntries } from './bundle-rows.ts';
import { throwProblems } from './bundle-reader.ts';
import type { BundleTable, ExistingIds } from './bundle-tables.ts';
import type { ExportImportRepository } from './export-import.repository.ts';

/** The bundle's ids per table, in the order the entries come. */
function idsByTable(entries: ImportEntries): Record<BundleTable, string[]> {
  return {
    chat_flow: entries.flows.map((row) => row.id),
    assistant: entries.assistants.map((row) => row.id),
    tool: entries.tools.map((row) => row.id),
    variable: entries.variables.map((row) => row.id),
    custom_template: entries.templates.map((row) => row.id),
    document_store: entries.stores.map((entry) => entry.store.id),
    document_store_loader: entries.stores.flatMap((entry) => entry.loaders.map((row) => row.id)),
    document_store_file_chunk: entries.chunks.map((row) => row.id),
    execution: entries.executions.map((row) => row.id),
    chat_message: entries.messages.map((row) => row.id),
    chat_message_feedback: entries.feedback.map((row) => row.id),
  };
}

const TABLE_LABELS: Record<BundleTable, string> = {
  chat_flow: 'flow (ChatFlow, AgentFlow, AgentFlowV2, AssistantFlow)',
  assistant: 'assistant',
  tool: 'Tool',
  variable: 'Variable',
  custom_template: 'CustomTemplate',
  document_store: 'DocumentStore',
  document_store_loader: 'document store loader',
  document_store_file_chunk: 'DocumentStoreFileChunk',
  execution: 'Execution',
  chat_message: 'ChatMessage',
  chat_message_feedback: 'ChatMessageFeedback',
};

const TABLES: readonly BundleTable[] = [
  'chat_flow',
  'assistant',
  'tool',
  'variable',
  'custom_template',
  'document_store',
  'document_store_loader',
  'document_store_file_chunk',
  'execution',
  'chat_message',
  'chat_message_feedback',
];

/** One value per table, made in the tables' order. */
async function perTable<Value>(
  make: (table: BundleTable) => Promise<Value>,
): Promise<Record<BundleTable, Value>> {
  return {
    chat_flow: await make('chat_flow'),
    assistant: await make('assistant'),
    tool: await make('tool'),
    variable: await make('variable'),
    custom_template: await make('custom_template'),
    document_store: await make('document_store'),
    document_store_loader: await make('document_store_loader'),
    document_store_file_chunk: await make('document_store_file_chunk'),
    execution: await make('execution'),
    chat_message: await make('chat_message'),
    chat_message_feedback: await make('chat_message_feedback'),
  };
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/** Two entries of one kind with one id, or two tools / variables with one name: refused before anything. */
function checkUnique(entries: ImportEntries, ids: Record<BundleTable, string[]>): void {
  const problems: { path: string; message: string }[] = [];
  for (const table of TABLES)
    for (const id of duplicates(ids[table]))
      problems.push({ path: table, message: `Two ${TABLE_LABELS[table]} entries have the id "${id}"` });
  for (const name of duplicates(entries.tools.map((row) => row.name)))
    problems.push({ path: 'Tool', message: `Two Tool entries are named "${name}" (tool names are unique)` });
  for (const name of duplicates(entries.variables.map((row) => row.name)))
    problems.push({
      path: 'Variable',
      message: `Two Variable entries are named "${name}" (variable names are unique)`,
    });
  throwProblems(problems);
}

/** The id an entry gets in this workspace when its own id is another workspace's: the same on every import. */
function derivedId(workspaceId: string, id: string): string {
  const hex = createHash('sha256').update(`${workspaceId}:${id}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface IdPlan {
  /** Old id → the id it has in this workspace (only ids that change). */
  readonly renamed: ReadonlyMap<string, string>;
  /** Final ids already in this workspace: replaced, not inserted. */
  readonly existing: ExistingIds;
}

/**
 * Settles the ids (docs/features/export-import.md, "Id policy"): an id already in this workspace keeps
 * its row (replaced); an id held by another workspace becomes a new id derived from this workspace and the old id
 * (so importing one file twice replaces, never duplicates); a tool or variable whose name this workspace already
 * uses, or feedback on a message already rated here, replaces that row.
 */
export async function planIds(
  repository: ExportImportRepository,
  workspaceId: string,
  entries: ImportEntries,
): Promise<IdPlan> {
  const ids = idsByTable(entries);
  checkUnique(entries, ids);
  const renamed = new Map<string, string>();
  for (const table of TABLES) {
    const owners = await repository.owners(table, ids[table]);
    for (const [id, owner] of owners) if (owner !== workspaceId) renamed.set(id, derivedId(workspaceId, id));
  }
  // A derived id someone else already holds (a copy of a copy): a random one instead.
  for (const table of TABLES) {
    const derived = ids[table].flatMap((id) => renamed.get(id) ?? []);
    const owners = await repository.owners(table, derived);
    for (const [oldId, newId] of renamed)
      if (owners.has(newId) && owners.get(newId) !== workspaceId) renamed.set(oldId, randomUUID());
  }
  const toolsByName = await repository.idsByName(
    'tool',
    workspaceId,
    entries.tools.map((row) => row.name),
  );
  for (const tool of entries.tools) {
    const existingId = toolsByName.get(tool.name);
    if (existingId !== undefined && existingId !== tool.id) renamed.set(tool.id, existingId);
  }
  const variablesByName = await repository.idsByName(
    'variable',
    workspaceId,
    entries.variables.map((row) => row.name),
  );
  for (const variable of entries.variables) {
    const existingId = variablesByName.get(variable.name);
    if (existingId !== undefined && existingId !== variable.id) renamed.set(variable.id, existingId);
  }
  const ratedMessages = await repository.feedbackIdsByMessage(
    workspaceId,
    entries.feedback.map((row) => renamed.get(row.messageId) ?? row.messageId),
  );
  for (const feedback of entries.feedback) {
    const existingId = ratedMessages.get(renamed.get(feedback.messageId) ?? feedback.messageId);
    if (existingId !== undefined && existingId !== feedback.id) renamed.set(feedback.id, existingId);
  }

  const existing = await perTable(async (table) => {
    const owners = await repository.owners(
      table,
      ids[table].map((id) => renamed.get(id) ?? id),
    );
    return new Set([...owners].filter(([, owner]) => owner === workspaceId).map(([id]) => id));
  });
  return { renamed, existing };
}
