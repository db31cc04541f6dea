import type { DocumentInterface } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import { VectorStore } from '@langchain/core/vectorstores';

export function isRetriever(value: unknown): value is BaseRetriever {
  return value instanceof BaseRetriever;
}

export function isVectorStore(value: unknown): value is VectorStore {
  return value instanceof VectorStore;
}

/** The documents as the context a prompt's `{context}` receives: their texts, one block each. */
export function contextOf(documents: readonly DocumentInterface[]): string {
  return documents.map((document) => document.pageContent).join('\n\n');
}

/** The documents as the answer's `sourceDocuments` (plain `pageContent` and `metadata`). */
export function sourceDocumentsOf(
  documents: readonly DocumentInterface[],
): { pageContent: string; metadata: Record<string, unknown> }[] {
  return documents.map((document) => ({
    pageContent: document.pageContent,
    metadata: { ...document.metadata },
  }));
}
