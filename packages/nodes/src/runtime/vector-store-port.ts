/**
 * The vector store port of chatflow runs (RuntimeServices.vectors): a vector store node opens its collection by
 * provider (the node name), collection name, dimensions, the node's inputs and credential; the server implements
 * it over its vector store factory, bound to the run's workspace (credentials are read from that workspace).
 */

/** Equality on metadata keys; every key must match. */
export type VectorMetadataFilter = Readonly<Record<string, string | number | boolean>>;

/** One document with its vector, as written to a collection. */
export interface VectorPortRecord {
  /** Stable id: writing the same id again replaces the record. */
  readonly id: string;
  readonly vector: readonly number[];
  readonly pageContent: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/**
 * Records of one owner or of nobody: metadata `key` equals `value`, or the record has no `key`. Vector stores with
 * File Upload on search with `{key: 'flowise_chatId', value: <the run's chat id>}`.
 */
export interface VectorMetadataScope {
  readonly key: string;
  readonly value: string;
}

export interface VectorPortQuery {
  readonly vector: readonly number[];
  readonly topK: number;
  readonly filter?: VectorMetadataFilter;
  readonly scope?: VectorMetadataScope;
  /** Maximal marginal relevance: `topK` among the `fetchK` nearest, `lambda` 1 = relevance only. */
  readonly mmr?: { readonly fetchK: number; readonly lambda: number };
}

export interface VectorPortHit {
  readonly id: string;
  readonly pageContent: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** Cosine similarity in [-1, 1], higher is closer. */
  readonly score: number;
}

/** An open collection. Writes are visible once they resolve. */
export interface VectorPortCollection {
  query(query: VectorPortQuery): Promise<readonly VectorPortHit[]>;
  upsert(records: readonly VectorPortRecord[]): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
  count(): Promise<number>;
}

/** Which collection a vector store node opens. */
export interface VectorCollectionSpec {
  /** The vector store node name (`embeddedVectorStore`, `postgres`, `qdrant`, `chroma`, `pinecone`, `redis`). */
  readonly provider: string;
  /** The store's own namespace (table, collection, index…) or `cf_<chatflowId>_<nodeId>`. */
  readonly collection: string;
  readonly dimensions: number;
  /** The node's input values (URLs, table names, index parameters…). */
  readonly config: Readonly<Record<string, unknown>>;
  readonly credentialId: string | undefined;
}

export interface VectorStorePort {
  open(spec: VectorCollectionSpec): Promise<VectorPortCollection>;
}
