import { createHash } from 'node:crypto';
import type { DocumentInterface } from '@langchain/core/documents';

/** Keys in a stable order, so the same metadata always gives the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .sort(([left], [right]) => left.localeCompare(right))
        .map(([key, item]) => [key, canonical(item)]),
    );
  return value;
}

/**
 * The id a document is stored under: a UUID-shaped hash of its text and metadata, so upserting the same chunk
 * again replaces it instead of adding a copy.
 */
export function recordIdOf(document: DocumentInterface): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([document.pageContent, canonical(document.metadata)]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
