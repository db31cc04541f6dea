import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import type { CredentialReader } from './node-executor.ts';
import type { GuardedFetch } from './outbound-port.ts';

/**
 * The contract between document stores (packages/server) and the document nodes of this package: loaders
 * (category Document Loaders), text splitters (Text Splitters) and embeddings (Embeddings). The server reads
 * files through its storage interface and hands them over; nodes never touch the disk, a database or the
 * network except through `fetch` (the SSRF-guarded fetch).
 */

/** Text with its metadata: what loaders produce, splitters cut, and vector stores keep (LangChain's Document). */
export interface TextDocument {
  readonly pageContent: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** A file given to a loader (uploaded through the storage interface; the name is already sanitised). */
export interface LoaderFile {
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  read(): Promise<Uint8Array>;
}

/** What a loader sees when it runs. */
export interface LoaderContext {
  /** The loader node's input values (`loaderConfig`), e.g. `{ usage: 'perPage', metadata: '{"a":1}' }`. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** The files chosen for this loader (file and folder loaders); empty for the others. */
  readonly files: readonly LoaderFile[];
  readonly credentialId: string | undefined;
  readonly credentials: CredentialReader;
  readonly fetch: GuardedFetch;
  readonly signal: AbortSignal;
}

/** `Name`: the registry's `NodeName` for the executors it keys (a name that is no node type does not compile). */
export interface DocumentLoaderExecutor<Name extends string = string> {
  /** The node name (`plainText`, `pdfFile`, …). */
  readonly name: Name;
  load(context: LoaderContext): Promise<readonly TextDocument[]>;
}

/** `Name`: the registry's `NodeName` for the executors it keys (a name that is no node type does not compile). */
export interface TextSplitterExecutor<Name extends string = string> {
  /** The node name (`recursiveCharacterTextSplitter`, …). */
  readonly name: Name;
  split(
    documents: readonly TextDocument[],
    inputs: Readonly<Record<string, unknown>>,
  ): Promise<readonly TextDocument[]>;
}

export interface EmbeddingsContext {
  /** The embeddings node's input values (`modelName`, `basePath`, `batchSize`, …). */
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly credentialId: string | undefined;
  readonly credentials: CredentialReader;
  /** Guarded fetch for providers whose SDK accepts one (base URLs chosen by users). */
  readonly fetch: GuardedFetch;
  /** Cancels requests under way and retries waiting (an upsert job cancelled). */
  readonly signal?: AbortSignal;
}

/** `Name`: the registry's `NodeName` for the executors it keys (a name that is no node type does not compile). */
export interface EmbeddingsExecutor<Name extends string = string> {
  /** The node name (`openAIEmbeddings`, …). */
  readonly name: Name;
  /** A LangChain embeddings object that batches requests and retries rate-limited ones with backoff. */
  create(context: EmbeddingsContext): Promise<EmbeddingsInterface>;
}
