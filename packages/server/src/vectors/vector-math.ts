import type { MetadataFilter, MetadataScope, VectorHit } from './vector-store.ts';

/** A unit-length copy of `vector`; a vector of the wrong size, with a non-finite value or of length 0 is refused. */
export function unitVector(vector: Float32Array, dimensions: number, id: string): Float32Array {
  if (vector.length !== dimensions)
    throw new Error(
      `Vector for "${id}" has ${vector.length} dimensions but the collection holds ${dimensions}-dimensional vectors`,
    );
  let sum = 0;
  for (let i = 0; i < vector.length; i += 1) {
    const value = vector[i] ?? Number.NaN;
    if (!Number.isFinite(value))
      throw new Error(`Vector for "${id}" contains a value that is not a finite number`);
    sum += value * value;
  }
  if (sum === 0) throw new Error(`Vector for "${id}" is all zeros: it has no direction to compare`);
  const scale = 1 / Math.sqrt(sum);
  const unit = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i += 1) unit[i] = (vector[i] ?? 0) * scale;
  return unit;
}

/** Dot product of two vectors of the same length (the cosine similarity of unit vectors). */
export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const length = a.length;
  for (let i = 0; i < length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Whether every key of `filter` is equal (===) to the metadata's value. */
export function matchesFilter(
  metadata: Readonly<Record<string, unknown>>,
  filter: MetadataFilter | undefined,
): boolean {
  if (!filter) return true;
  for (const [key, value] of Object.entries(filter)) if (metadata[key] !== value) return false;
  return true;
}

/** Whether the metadata's `scope.key` equals `scope.value` or is absent (no scope: every record). */
export function matchesScope(
  metadata: Readonly<Record<string, unknown>>,
  scope: MetadataScope | undefined,
): boolean {
  if (!scope) return true;
  const owner = metadata[scope.key];
  return owner === undefined || owner === scope.value;
}

/** Both the equality filter and the scope (what a query keeps). */
export function matchesQuery(
  metadata: Readonly<Record<string, unknown>>,
  query: { readonly filter?: MetadataFilter; readonly scope?: MetadataScope },
): boolean {
  return matchesFilter(metadata, query.filter) && matchesScope(metadata, query.scope);
}

export interface ScoredCandidate extends VectorHit {
  readonly vector: Float32Array;
}

/**
 * Maximal marginal relevance over `candidates` (unit vectors, scored against the query): repeatedly takes the one
 * with the best `lambda * relevance - (1 - lambda) * max similarity to those already taken`.
 */
export function selectByMmr(
  candidates: readonly ScoredCandidate[],
  topK: number,
  lambda: number,
): ScoredCandidate[] {
  const chosen: ScoredCandidate[] = [];
  const remaining = [...candidates];
  const closest = new Float64Array(remaining.length).fill(Number.NEGATIVE_INFINITY);
  while (chosen.length < topK && remaining.length > 0) {
    let bestIndex = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < remaining.length; i += 1) {
      const candidate = remaining[i];
      if (!candidate) continue;
      const redundancy = chosen.length === 0 ? 0 : (closest[i] ?? 0);
      const value = lambda * candidate.score - (1 - lambda) * redundancy;
      if (value > bestValue) {
        bestValue = value;
        bestIndex = i;
      }
    }
    const [picked] = remaining.splice(bestIndex, 1);
    closest.copyWithin(bestIndex, bestIndex + 1);
    if (!picked) break;
    chosen.push(picked);
    for (let i = 0; i < remaining.length; i += 1) {
      const candidate = remaining[i];
      if (candidate)
        closest[i] = Math.max(closest[i] ?? Number.NEGATIVE_INFINITY, dot(candidate.vector, picked.vector));
    }
  }
  return chosen;
}

/** Checks a query's numbers, with messages a person can act on. */
export function checkQuery(
  topK: number,
  mmr: { readonly fetchK: number; readonly lambda: number } | undefined,
): void {
  if (!Number.isInteger(topK) || topK < 1)
    throw new Error(`topK must be a whole number of at least 1 (got ${topK})`);
  if (!mmr) return;
  if (!Number.isInteger(mmr.fetchK) || mmr.fetchK < topK)
    throw new Error(`MMR fetchK must be a whole number no smaller than topK (${topK}); got ${mmr.fetchK}`);
  if (!(mmr.lambda >= 0 && mmr.lambda <= 1))
    throw new Error(`MMR lambda must be between 0 and 1 (got ${mmr.lambda})`);
}

/** The hits a store returns: threshold applied, MMR or plain top-k, vectors dropped. */
export function finishHits(
  candidates: ScoredCandidate[],
  topK: number,
  scoreThreshold: number | undefined,
  mmr: { readonly fetchK: number; readonly lambda: number } | undefined,
): VectorHit[] {
  const kept = candidates
    .filter((candidate) => scoreThreshold === undefined || candidate.score >= scoreThreshold)
    .sort((a, b) => b.score - a.score);
  const picked = mmr ? selectByMmr(kept.slice(0, mmr.fetchK), topK, mmr.lambda) : kept.slice(0, topK);
  return picked.map(({ id, content, metadata, score }) => ({ id, content, metadata, score }));
}
