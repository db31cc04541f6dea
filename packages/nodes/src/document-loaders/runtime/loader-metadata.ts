import { isRecord } from '@loomflow/core';
import type { TextDocument } from '../../runtime/document-processing.ts';
import type { NodeInputs } from './node-inputs.ts';

/** Removes `a.b.c` from a copy of the metadata (nested objects copied on the way). */
function withoutPath(metadata: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined || !(head in metadata)) return metadata;
  const copy = { ...metadata };
  if (rest.length === 0) return Object.fromEntries(Object.entries(copy).filter(([key]) => key !== head));
  const inner = copy[head];
  if (isRecord(inner)) copy[head] = withoutPath(inner, rest);
  return copy;
}

/**
 * Flowise's "Additional Metadata" (JSON key/values added to every document) and "Omit Metadata Keys" (comma
 * list of keys, dotted for nested ones, `*` for every key the loader set): applied after loading.
 * `resolve` lets loaders of structured files turn a value (a JSON pointer) into one taken from the record.
 */
export function applyLoaderMetadata(
  documents: readonly TextDocument[],
  inputs: NodeInputs,
  resolve?: (document: TextDocument, value: unknown) => unknown,
): TextDocument[] {
  const additional = inputs.jsonObject('metadata') ?? {};
  const omitted = inputs.list('omitMetadataKeys');
  const omitAll = omitted.includes('*');
  return documents.map((document) => {
    let own: Record<string, unknown> = omitAll ? {} : { ...document.metadata };
    for (const key of omitted) if (key !== '*') own = withoutPath(own, key.split('.'));
    const added = resolve
      ? Object.fromEntries(Object.entries(additional).map(([key, value]) => [key, resolve(document, value)]))
      : additional;
    return { pageContent: document.pageContent, metadata: { ...own, ...added } };
  });
}
