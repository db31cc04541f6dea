import { Document } from '@langchain/core/documents';
import type { DocumentRetriever } from '../../runtime/node-executor.ts';

/** How a document store is searched (the retrieval port's options). */
export interface DocumentStoreSearchOptions {
  readonly topK?: number;
  readonly filter?: Readonly<Record<string, string | number | boolean>>;
  readonly scoreThreshold?: number;
  readonly mmr?: { readonly fetchK?: number; readonly lambda?: number };
}

/** One document store of the workspace, searched through the server's retrieval port. */
export interface DocumentStoreSearch {
  readonly port: DocumentRetriever;
  readonly storeId: string;
  readonly signal: AbortSignal;
}

/** The store's documents for a query with their scores; `metadata.source` is always set (the store's name at least). */
export async function searchDocumentStore(
  search: DocumentStoreSearch,
  query: string,
  options: DocumentStoreSearchOptions,
): Promise<[Document, number][]> {
  const hits = await search.port.retrieve({
    storeId: search.storeId,
    query,
    signal: search.signal,
    ...options,
  });
  return hits.map((hit) => [
    new Document({ pageContent: hit.pageContent, metadata: { ...hit.metadata } }),
    hit.score ?? Number.NaN,
  ]);
}
