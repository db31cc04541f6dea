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

/** The owner key of chat-scoped records in the contract (Flowise's `flowise_chatId`). */
export const CHAT_KEY = 'flowise_chatId';

/**
 * Records of two chats and of nobody, all near axis 0 of `dimensions` (nearest first: chat A's, shared, chat B's,
 * another shared), as [id, vector, metadata].
 */
export function chatScopedRecords(dimensions: number): [string, Float32Array, Record<string, unknown>][] {
  return [
    ['chat-a', axis(dimensions, 0, 0.1), { [CHAT_KEY]: 'chat-A', source: 'a.txt' }],
    ['shared', axis(dimensions, 0, 0.2), { source: 'handbook.txt' }],
    ['chat-b', axis(dimensions, 0, 0.3), { [CHAT_KEY]: 'chat-B', source: 'b.txt' }],
    ['shared-pdf', axis(dimensions, 0, 0.4), { source: 'guide.pdf', kind: 'pdf' }],
  ];
}
