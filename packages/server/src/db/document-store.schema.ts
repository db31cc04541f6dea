/** Tables of migration 0013 (document stores); part of `Database` in schema.ts. */
export interface DocumentStoreTable {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  status: string;
  /** JSON `{name, config}` of the embeddings node, or null. */
  embeddingConfig: string | null;
  /** JSON `{name, config}` of the vector store node, or null. */
  vectorStoreConfig: string | null;
  /** The live vector collection is `ds_<id>_<generation>`; a rebuild writes the next one, then switches. */
  vectorGeneration: number;
  /** Hash of the embeddings and vector store configs the live vectors were made with (null: no vectors). */
  vectorFingerprint: string | null;
  vectorDimensions: number | null;
  /** JSON `{name, config}` of the vector store the live vectors are in (the saved config may have changed since). */
  liveVectorStoreConfig: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface DocumentStoreLoaderTable {
  id: string;
  workspaceId: string;
  storeId: string;
  loaderId: string;
  loaderName: string;
  loaderConfig: string;
  splitterId: string | null;
  splitterName: string | null;
  splitterConfig: string | null;
  credential: string | null;
  status: string;
  totalChunks: number;
  totalChars: number;
  source: string;
  /** JSON array of the loader's files `{id, name, mimePrefix, size, status, uploaded}`. */
  files: string;
  createdDate: string;
  updatedDate: string;
}

/** A file uploaded to a store (bytes and `upload_file` row through the Files service); names unique per store. */
export interface DocumentStoreFileTable {
  id: string;
  workspaceId: string;
  storeId: string;
  name: string;
  uploadFileId: string;
  mime: string;
  size: number;
  createdDate: string;
}

export interface DocumentStoreFileChunkTable {
  id: string;
  workspaceId: string;
  storeId: string;
  /** The loader's id. */
  docId: string;
  chunkNo: number;
  pageContent: string;
  metadata: string;
}

/**
 * The record manager: which chunk content (key = sha256 of content and metadata) is in the vector collection
 * under which id. ACTIVE rows are committed vectors; PENDING_ADD / PENDING_DELETE rows are written just before a
 * vector commit and settled just after it, so a crash in between can be repaired (see upsert-recovery.ts).
 */
export interface DocumentStoreUpsertRecordTable {
  id: string;
  workspaceId: string;
  storeId: string;
  loaderId: string;
  key: string;
  vectorId: string;
  state: string;
  jobId: string;
}

export interface DocumentStoreUpsertJobTable {
  id: string;
  workspaceId: string;
  storeId: string;
  loaderId: string | null;
  status: string;
  total: number;
  embedded: number;
  skipped: number;
  deleted: number;
  failed: number;
  error: string | null;
  startedDate: string;
  finishedDate: string | null;
}
