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
