import { createHash } from 'node:crypto';

/**
 * Deterministic embeddings. A text's vector is the L2-normalised sum of
 *  - one pseudo-random vector seeded by sha256 of the whole text (so different texts differ), and
 *  - one pseudo-random vector per lower-cased word (so texts sharing words are measurably similar).
 * Equal text and dimension always give the identical vector. Components are float32-exact, so the
 * `float` and `base64` encodings decode to the same numbers.
 */

/** xoshiro128** seeded from the first 16 bytes of sha256(key); yields uniform numbers in [-1, 1). */
function seededUniform(key: string): () => number {
  const digest = createHash('sha256').update(key).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  if ((a | b | c | d) === 0) a = 1;
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return (result / 0x1_0000_0000) * 2 - 1;
  };
}

function rotl(value: number, shift: number): number {
  return (value << shift) | (value >>> (32 - shift));
}

function addRandomVector(target: Float64Array, key: string): void {
  const next = seededUniform(key);
  for (let index = 0; index < target.length; index += 1) target[index] = (target[index] ?? 0) + next();
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function embedText(text: string, dimensions: number): number[] {
  const sum = new Float64Array(dimensions);
  addRandomVector(sum, `text:${text}`);
  for (const word of wordsOf(text)) addRandomVector(sum, `word:${word}`);
  let squared = 0;
  for (const value of sum) squared += value * value;
  const norm = Math.sqrt(squared) || 1;
  return Array.from(sum, (value) => Math.fround(value / norm));
}

/** OpenAI's `encoding_format: "base64"`: little-endian float32 bytes. */
export function toBase64Float32(vector: readonly number[]): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes.toString('base64');
}

export function cosineSimilarity(left: readonly number[], right: readonly number[]): number {
  if (left.length !== right.length) throw new RangeError('Vectors have different dimensions.');
  let dot = 0;
  let leftSquared = 0;
  let rightSquared = 0;
  left.forEach((value, index) => {
    const other = right[index] ?? 0;
    dot += value * other;
    leftSquared += value * value;
    rightSquared += other * other;
  });
  return dot / (Math.sqrt(leftSquared) * Math.sqrt(rightSquared) || 1);
}
