import type { FlowNodeData } from '@loomflow/core';

/** The part of a canvas node the upsert dialog reads. */
interface NodeLike {
  readonly id: string;
  readonly data: FlowNodeData;
}

/** A vector store node the dialog can upsert (`stopNodeId`). */
export interface UpsertableStore {
  readonly id: string;
  readonly label: string;
}

const VECTOR_STORES = 'Vector Stores';

/**
 * Vector store nodes that take documents to upsert (category Vector Stores with a Document input; Document Store
 * (Vector) only reads a store and has none).
 */
export function upsertableStores(nodes: readonly NodeLike[]): UpsertableStore[] {
  return nodes
    .filter(
      (node) =>
        node.data.category === VECTOR_STORES &&
        (node.data.inputAnchors ?? []).some((anchor) => anchor.name === 'document'),
    )
    .map((node) => ({ id: node.id, label: node.data.label ?? node.data.name }));
}

/**
 * The file types the flow's file loaders take (their `file` parameters), for the file picker's `accept`; null when
 * the flow has no file loader (no picker). An empty list means any file.
 */
export function loaderFileTypes(nodes: readonly NodeLike[]): string[] | null {
  const fileInputs = nodes.flatMap((node) =>
    (node.data.inputParams ?? []).filter((input) => input.type === 'file'),
  );
  if (fileInputs.length === 0) return null;
  const types = new Set<string>();
  for (const input of fileInputs) {
    const declared = typeof input.fileType === 'string' ? input.fileType : '';
    const listed = declared
      .split(',')
      .map((type) => type.trim().toLowerCase())
      .filter((type) => type !== '');
    if (listed.length === 0 || listed.includes('*')) return [];
    for (const type of listed) types.add(type);
  }
  return [...types];
}
