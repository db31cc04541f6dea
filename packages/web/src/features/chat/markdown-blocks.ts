/**
 * Splits markdown at blank lines outside fenced code, so an answer can be rendered block by block: while it
 * streams, finished blocks stay the same strings (memoised renders) and only the last one grows. A blank line
 * followed by an indented line does not split (the continuation of a list item stays with its list).
 */
export function markdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let blankLines = 0;
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const blank = line.trim() === '';
    if (fence === undefined && blank) {
      if (current.length > 0) blankLines += 1;
      continue;
    }
    if (blankLines > 0) {
      if (/^[ \t]/.test(line)) {
        current.push(...Array.from({ length: blankLines }, () => ''));
      } else {
        blocks.push(current.join('\n'));
        current = [];
      }
      blankLines = 0;
    }
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
    }
    current.push(line);
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}
