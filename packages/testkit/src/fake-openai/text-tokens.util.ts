/**
 * Word-ish tokenisation used for streaming and usage figures. Deterministic and cheap;
 * it does not try to imitate a real BPE tokenizer.
 */

/** Splits text into chunks that concatenate back to exactly `text` (each word keeps its trailing space). */
export function splitIntoTokens(text: string): string[] {
  return text.match(/^\s+|\S+\s*/g) ?? [];
}

/** Number of whitespace-separated words. */
export function countTokens(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Fixed-size slices (used to stream tool-call arguments, which rarely contain spaces). */
export function chunkString(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += size) chunks.push(text.slice(start, start + size));
  return chunks;
}
