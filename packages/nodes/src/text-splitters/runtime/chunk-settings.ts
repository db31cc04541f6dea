import type { NodeInputs } from '../../document-loaders/runtime/node-inputs.ts';

export interface ChunkSettings {
  readonly chunkSize: number;
  readonly chunkOverlap: number;
}

export const DEFAULT_CHUNK_SIZE = 1000;
export const DEFAULT_CHUNK_OVERLAP = 200;

/**
 * Chunk size (at least 1, default 1000) and overlap (at least 0, smaller than the size). An overlap left empty
 * is 200, or a fifth of a smaller chunk size, so a small size alone is a valid choice.
 */
export function chunkSettings(inputs: NodeInputs): ChunkSettings {
  const chunkSize = inputs.integer('chunkSize', 1) ?? DEFAULT_CHUNK_SIZE;
  const typed = inputs.integer('chunkOverlap', 0);
  const chunkOverlap = typed ?? Math.min(DEFAULT_CHUNK_OVERLAP, Math.floor(chunkSize / 5));
  if (chunkOverlap >= chunkSize)
    inputs.fail(
      `"Chunk Overlap" (${chunkOverlap}) must be smaller than "Chunk Size" (${chunkSize}); lower the overlap or raise the size`,
    );
  return { chunkSize, chunkOverlap };
}
