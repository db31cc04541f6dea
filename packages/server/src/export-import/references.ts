import type { ImportEntries } from './bundle-rows.ts';
import { throwProblems } from './bundle-reader.ts';
import type { ExportImportRepository } from './export-import.repository.ts';

/** Ids among `ids` that are rows of this workspace's table. */
async function inWorkspace(
  repository: ExportImportRepository,
  table: 'chat_flow' | 'execution' | 'document_store',
  workspaceId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const owners = await repository.owners(table, ids);
  return new Set([...owners].filter(([, owner]) => owner === workspaceId).map(([id]) => id));
}

/**
 * Checks what entries point at (after ids are settled): messages, feedback and executions need their flow, chunks
 * their store and loader, in the bundle or already in this workspace — a 400 naming each entry otherwise. A message's
 * execution that is in neither is dropped from the message (its trace was not exported).
 */
export async function checkReferences(
  repository: ExportImportRepository,
  workspaceId: string,
  entries: ImportEntries,
): Promise<ImportEntries> {
  const flowRefs = [
    ...entries.messages.map((row) => row.chatflowid),
    ...entries.feedback.map((row) => row.chatflowid),
    ...entries.executions.map((row) => row.agentflowId),
  ];
  const flows = new Set([
    ...entries.flows.map((row) => row.id),
    ...(await inWorkspace(repository, 'chat_flow', workspaceId, flowRefs)),
  ]);
  const executionRefs = entries.messages.flatMap((row) =>
    row.executionId === null ? [] : [row.executionId],
  );
  const executions = new Set([
    ...entries.executions.map((row) => row.id),
    ...(await inWorkspace(repository, 'execution', workspaceId, executionRefs)),
  ]);
  const stores = new Set([
    ...entries.stores.map((entry) => entry.store.id),
    ...(await inWorkspace(
      repository,
      'document_store',
      workspaceId,
      entries.chunks.map((row) => row.storeId),
    )),
  ]);
  const loaderStores = new Map([
    ...(await repository.loaderStores(
      workspaceId,
      entries.chunks.map((row) => row.docId),
    )),
    ...entries.stores.flatMap((entry) => entry.loaders.map((row): [string, string] => [row.id, row.storeId])),
  ]);

  const problems: { path: string; message: string }[] = [];
  const flowProblem = (key: string, id: string, field: string, flowId: string) => {
    if (!flows.has(flowId))
      problems.push({
        path: key,
        message: `${key} ${id}: ${field} "${flowId}" is neither a flow of the file nor of this workspace (import its flow too)`,
      });
  };
  for (const row of entries.executions) flowProblem('Execution', row.id, 'agentflowId', row.agentflowId);
  for (const row of entries.messages) flowProblem('ChatMessage', row.id, 'chatflowid', row.chatflowid);
  for (const row of entries.feedback)
    flowProblem('ChatMessageFeedback', row.id, 'chatflowid', row.chatflowid);
  for (const row of entries.chunks) {
    if (!stores.has(row.storeId))
      problems.push({
        path: 'DocumentStoreFileChunk',
        message: `DocumentStoreFileChunk ${row.id}: storeId "${row.storeId}" is neither a document store of the file nor of this workspace`,
      });
    else if (loaderStores.get(row.docId) !== row.storeId)
      problems.push({
        path: 'DocumentStoreFileChunk',
        message: `DocumentStoreFileChunk ${row.id}: docId "${row.docId}" is not a loader of document store "${row.storeId}"`,
      });
  }
  throwProblems(problems);

  return {
    ...entries,
    messages: entries.messages.map((row) =>
      row.executionId !== null && !executions.has(row.executionId) ? { ...row, executionId: null } : row,
    ),
  };
}
