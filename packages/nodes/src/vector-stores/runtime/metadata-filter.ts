import type { VectorMetadataFilter } from '../../runtime/vector-store-port.ts';

/**
 * A metadata equality filter (`{"source": "a.pdf"}`) from a node input or a retriever's filter: an object or its
 * JSON text of text, number or true/false values. `store` names the node in the errors.
 */
export function metadataFilter(filter: unknown, store: string): VectorMetadataFilter | undefined {
  if (filter === undefined || filter === null || filter === '') return undefined;
  let value: unknown = filter;
  if (typeof filter === 'string') {
    try {
      value = JSON.parse(filter);
    } catch {
      throw new Error(`${store}: the filter is JSON, an object of metadata values ({"source": "a.pdf"})`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${store}: the filter is an object of metadata values ({"source": "a.pdf"})`);
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number | boolean] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
  );
  if (entries.length !== Object.keys(value).length)
    throw new Error(
      `${store}: the filter matches text, numbers or true/false values only (operators such as $or are not supported)`,
    );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Both filters' keys; the request's value wins where both name a key. */
export function mergedFilters(
  base: VectorMetadataFilter | undefined,
  extra: VectorMetadataFilter | undefined,
): VectorMetadataFilter | undefined {
  if (!base) return extra;
  if (!extra) return base;
  return { ...base, ...extra };
}
