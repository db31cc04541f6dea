import type { ImportEntries } from './bundle-rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Entries with their settled ids: every id and every reference between entries (messages, feedback and executions
 * to flows, chunks to stores and loaders, feedback to messages, messages to executions) follows a renamed id; ids
 * named inside texts (a flow's chosen tool, store or sub-flow, an assistant's tools and stores) follow too when they
 * are UUIDs (short ids are not searched for in text, where they could match anything).
 */
export function applyIds(entries: ImportEntries, renamed: ReadonlyMap<string, string>): ImportEntries {
  const id = (value: string): string => renamed.get(value) ?? value;
  const textual = [...renamed].filter(([oldId, newId]) => oldId !== newId && UUID.test(oldId));
  const text = (value: string): string =>
    textual.reduce(
      (result, [oldId, newId]) => (result.includes(oldId) ? result.replaceAll(oldId, newId) : result),
      value,
    );

  return {
    flows: entries.flows.map((row) => ({ ...row, id: id(row.id), flowData: text(row.flowData) })),
    assistants: entries.assistants.map((row) => ({ ...row, id: id(row.id), details: text(row.details) })),
    tools: entries.tools.map((row) => ({ ...row, id: id(row.id) })),
    variables: entries.variables.map((row) => ({ ...row, id: id(row.id) })),
    templates: entries.templates.map((row) => ({ ...row, id: id(row.id), flowData: text(row.flowData) })),
    stores: entries.stores.map(({ store, loaders }) => ({
      store: { ...store, id: id(store.id) },
      loaders: loaders.map((row) => ({ ...row, id: id(row.id), storeId: id(row.storeId) })),
    })),
    chunks: entries.chunks.map((row) => ({
      ...row,
      id: id(row.id),
      storeId: id(row.storeId),
      docId: id(row.docId),
    })),
    executions: entries.executions.map((row) => ({
      ...row,
      id: id(row.id),
      agentflowId: id(row.agentflowId),
    })),
    messages: entries.messages.map((row) => ({
      ...row,
      id: id(row.id),
      chatflowid: id(row.chatflowid),
      executionId: row.executionId === null ? null : id(row.executionId),
    })),
    feedback: entries.feedback.map((row) => ({
      ...row,
      id: id(row.id),
      chatflowid: id(row.chatflowid),
      messageId: id(row.messageId),
    })),
  };
}
