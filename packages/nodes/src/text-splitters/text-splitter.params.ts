// Parameters every text splitter declares the same way (Flowise 3.x names, types and defaults).
import type { InputParam } from '@loomflow/core';

export const TEXT_SPLITTER_CATEGORY = 'Text Splitters';

export const chunkSizeParam = {
  label: 'Chunk Size',
  name: 'chunkSize',
  type: 'number',
  description: 'Number of characters in each chunk. Default is 1000.',
  default: 1000,
  optional: true,
} as const satisfies InputParam;

export const chunkOverlapParam = {
  label: 'Chunk Overlap',
  name: 'chunkOverlap',
  type: 'number',
  description:
    'Number of characters to overlap between chunks. Default is 200 (a fifth of the chunk size for chunks under 1000).',
  default: 200,
  optional: true,
} as const satisfies InputParam;

export const chunkParams = [chunkSizeParam, chunkOverlapParam] as const;

/** The fields every splitter definition shares, from its type name. */
export function splitterBase<const Type extends string>(type: Type) {
  return {
    type,
    category: TEXT_SPLITTER_CATEGORY,
    baseClasses: [type, 'TextSplitter', 'BaseDocumentTransformer', 'Runnable'],
  } as const;
}
