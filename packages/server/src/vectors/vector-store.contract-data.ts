/** Test vectors shared by the contract suite, its crash-test child process and the bench. */

/** Deterministic pseudo-random vectors (a small LCG), so failures repeat. */
export function seededVectors(count: number, dimensions: number, seed = 7): Float32Array[] {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  return Array.from({ length: count }, () => Float32Array.from({ length: dimensions }, next));
}

export function axis(dimensions: number, index: number, tilt = 0): Float32Array {
  const vector = new Float32Array(dimensions);
  vector[index] = 1;
  vector[(index + 1) % dimensions] = tilt;
  return vector;
}
