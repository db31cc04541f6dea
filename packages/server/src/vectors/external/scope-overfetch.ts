import { matchesScope } from '../vector-math.ts';
import type { ExternalHit, ExternalSearch } from './external-collection.ts';

/** Candidates asked for per hit wanted on the first round. */
export const OVERFETCH_FACTOR = 8;
/** The most candidates one search asks a store for. */
export const OVERFETCH_LIMIT = 10_000;

/**
 * For stores whose search cannot express a condition the query needs (Chroma has no "key absent" test, the Redis
 * search here no metadata condition at all): asks the store for more candidates than wanted, keeps those `keep`
 * accepts, and asks again with a larger count while too few were kept and the store had more to give. Hits stay
 * in the store's order (nearest first).
 */
export async function overfetch(
  request: ExternalSearch,
  search: (k: number) => Promise<ExternalHit[]>,
  keep: (hit: ExternalHit) => boolean,
): Promise<ExternalHit[]> {
  let asked = Math.min(request.k * OVERFETCH_FACTOR, OVERFETCH_LIMIT);
  for (;;) {
    const found = await search(asked);
    const kept = found.filter(keep);
    const exhausted = found.length < asked || asked >= OVERFETCH_LIMIT;
    if (kept.length >= request.k || exhausted) return kept.slice(0, request.k);
    asked = Math.min(asked * 4, OVERFETCH_LIMIT);
  }
}

/** The chat scope checked in process on hits the store already filtered by equality. */
export function overfetchScoped(
  request: ExternalSearch,
  search: (k: number) => Promise<ExternalHit[]>,
): Promise<ExternalHit[]> {
  if (!request.scope) return search(request.k);
  const scope = request.scope;
  return overfetch(request, search, (hit) => matchesScope(hit.metadata, scope));
}
