import type { NodeName } from './node-registry.ts';

/** The keys of a record keyed by node names, typed as those names (`Object.keys` types them as any text). */
export function nodeNamesOf<K extends NodeName>(record: Readonly<Partial<Record<K, unknown>>>): K[] {
  return Object.keys(record).filter((key): key is K => Object.hasOwn(record, key));
}
