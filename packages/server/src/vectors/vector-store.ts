/**
 * The vector store contract every implementation passes (one shared suite, vector-store.contract.ts): the
 * embedded default, PostgreSQL with pgvector, and the external stores reached through LangChain (Qdrant, Chroma,
 * Pinecone, Redis). Document stores and the Retriever node use only this interface.
 */

export interface VectorRecord {
  /** Stable id chosen by the caller (the record manager's id for a chunk). */
  readonly id: string;
  readonly vector: Float32Array;
  readonly content: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** Equality on metadata keys; every key must match. */
export type MetadataFilter = Readonly<Record<string, string | number | boolean>>;

/**
 * "Records of this owner, or of nobody": metadata `key` equals `value`, or the record has no `key` at all. Chat
 * uploads use it (key `flowise_chatId`, value the chat's id), so one chat's files never reach another chat while
 * documents upserted for everyone stay visible to all. Combined with `filter` (both must hold).
 */
export interface MetadataScope {
  readonly key: string;
  readonly value: string;
}

export interface VectorQuery {
  readonly vector: Float32Array;
  readonly topK: number;
  readonly filter?: MetadataFilter;
  readonly scope?: MetadataScope;
  /** Only hits whose score (cosine similarity, higher is closer) is at least this. */
  readonly scoreThreshold?: number;
  /** Maximal marginal relevance: pick `topK` among the `fetchK` nearest, `lambda` 1 = relevance only. */
  readonly mmr?: { readonly fetchK: number; readonly lambda: number };
}

export interface VectorHit {
  readonly id: string;
  readonly content: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** Cosine similarity in [-1, 1]. */
  readonly score: number;
}

/**
 * Changes made through a batch become visible together at `commit`; `abort`, a thrown error or a killed process
 * before `commit` leaves the collection as it was (stores that cannot do this document what they do instead).
 */
export interface VectorWriteBatch {
  upsert(records: readonly VectorRecord[]): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

export interface VectorCollection {
  query(query: VectorQuery): Promise<readonly VectorHit[]>;
  count(): Promise<number>;
  beginWrite(): Promise<VectorWriteBatch>;
  /** Removes the collection and everything in it. */
  drop(): Promise<void>;
  close(): Promise<void>;
}

/** Which store and collection: `provider` is the vector store node name (`embeddedVectorStore`, `postgres`, …). */
export interface VectorCollectionRequest {
  readonly provider: string;
  /** A name unique per document store (e.g. `ds_<storeId>`); implementations may add their own prefix. */
  readonly collection: string;
  readonly dimensions: number;
  /** The vector store node's input values (URLs, table names, index parameters…). */
  readonly config: Readonly<Record<string, unknown>>;
  readonly credentialId: string | undefined;
  /** The workspace the credential belongs to (passed to the factory's credential reader). */
  readonly workspaceId?: string;
}

export interface VectorStoreFactory {
  open(request: VectorCollectionRequest): Promise<VectorCollection>;
  /** The provider names this factory can open. */
  readonly providers: readonly string[];
}
