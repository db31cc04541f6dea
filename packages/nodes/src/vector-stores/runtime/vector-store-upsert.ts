import { isRecord } from '@loomflow/core';
import { Document, type DocumentInterface } from '@langchain/core/documents';
import type { ChatflowUpsertResult } from '../../runtime/chatflow-component.ts';
import { ChatflowInputError, describeValue } from '../../runtime/chatflow-component.ts';
import type { PortVectorStore } from './port-vector-store.ts';
import { recordIdOf } from './record-id.ts';

/** Documents embedded and written per round (the embeddings split further by their own batch size). */
export const UPSERT_BATCH_SIZE = 100;

function isDocument(value: unknown): value is DocumentInterface {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pageContent' in value &&
    typeof value.pageContent === 'string' &&
    'metadata' in value
  );
}

/** The documents of the node's Document input (each connected loader gives a list), empty texts left out. */
export function connectedDocuments(value: unknown): Document[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value.flat(2) : [value];
  return items.flatMap((item: unknown) => {
    if (item === undefined || item === null) return [];
    if (!isDocument(item))
      throw new ChatflowInputError(
        `input "document" needs documents from a loader, got ${describeValue(item)}`,
      );
    if (item.pageContent.trim() === '') return [];
    const metadata: Record<string, unknown> = isRecord(item.metadata) ? { ...item.metadata } : {};
    return [new Document({ pageContent: item.pageContent, metadata })];
  });
}

/**
 * Embeds the documents in batches and writes them. Ids are hashes of text and metadata: a document given twice
 * is written once (counted as skipped), and upserting the same documents again replaces them.
 */
export async function upsertDocuments(
  store: PortVectorStore,
  documents: readonly Document[],
  signal: AbortSignal,
): Promise<ChatflowUpsertResult> {
  const unique = new Map<string, Document>();
  for (const document of documents) unique.set(recordIdOf(document), document);
  const distinct = [...unique.values()];
  for (let start = 0; start < distinct.length; start += UPSERT_BATCH_SIZE) {
    signal.throwIfAborted();
    await store.addDocuments(distinct.slice(start, start + UPSERT_BATCH_SIZE));
  }
  return {
    numAdded: distinct.length,
    numDeleted: 0,
    numUpdated: 0,
    numSkipped: documents.length - distinct.length,
    addedDocs: distinct.map((document) => ({
      pageContent: document.pageContent,
      metadata: { ...document.metadata },
    })),
  };
}
