import { createHash } from 'node:crypto';
import type { DocumentChunkRow } from '../db/repositories/document-chunk.repository.ts';
import type { UpsertRecordRow } from '../db/repositories/upsert-record.repository.ts';

/** Metadata as canonical JSON (keys sorted at every level), so equal metadata always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([left], [right]) =>
      left < right ? -1 : left > right ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

function parseMetadata(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The record manager's key of a chunk: sha256 of its loader, content and metadata. */
export function chunkKey(chunk: Pick<DocumentChunkRow, 'docId' | 'pageContent' | 'metadata'>): string {
  return createHash('sha256')
    .update(chunk.docId)
    .update('\u0000')
    .update(chunk.pageContent)
    .update('\u0000')
    .update(canonical(parseMetadata(chunk.metadata)))
    .digest('hex');
}

/** A stable vector id for a key in a store, shaped as a UUID (Qdrant and others want one). */
export function vectorIdOf(storeId: string, key: string): string {
  const hex = createHash('sha256').update(storeId).update(':').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A chunk the store should have in its vectors. */
export interface WantedChunk {
  readonly chunkId: string;
  readonly loaderId: string;
  readonly key: string;
}

export interface RecordPlan {
  /** Chunks to embed and add (their key is not in the vector store yet). */
  readonly additions: readonly WantedChunk[];
  /** Record rows whose chunk is gone or changed: their vectors are deleted. */
  readonly removals: readonly UpsertRecordRow[];
  /** Chunks already in the vector store unchanged. */
  readonly unchanged: number;
  /** Distinct chunks wanted. */
  readonly total: number;
}

/** Compares the chunks wanted with the record rows: what to add, what to delete, what stays. */
export function planRecords(
  wanted: ReadonlyMap<string, WantedChunk>,
  existing: readonly UpsertRecordRow[],
): RecordPlan {
  const present = new Set<string>();
  const removals: UpsertRecordRow[] = [];
  for (const row of existing) {
    if (wanted.has(row.key) && !present.has(row.key)) present.add(row.key);
    else removals.push(row);
  }
  const additions = [...wanted.values()].filter((chunk) => !present.has(chunk.key));
  return { additions, removals, unchanged: present.size, total: wanted.size };
}
