export type DiffPartKind = 'same' | 'removed' | 'added';

export interface DiffPart {
  readonly kind: DiffPartKind;
  readonly text: string;
}

/** Past this many words on either side the texts are shown whole, unmarked (the table stays responsive). */
export const MAX_DIFF_WORDS = 1500;

/** Words and the whitespace after each, so joining the parts gives the text back exactly. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function pushPart(parts: DiffPart[], kind: DiffPartKind, text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) parts[parts.length - 1] = { kind, text: last.text + text };
  else parts.push({ kind, text });
}

/**
 * The words of `expected` missing from `actual` ('removed') and those `actual` adds ('added'), around the
 * longest common run of words ('same'). Word comparison ignores letter case; whitespace differences alone
 * are not marked.
 */
export function diffWords(expected: string, actual: string): DiffPart[] {
  const before = tokens(expected);
  const after = tokens(actual);
  const wordsBefore = before.filter((token) => token.trim() !== '').length;
  const wordsAfter = after.filter((token) => token.trim() !== '').length;
  if (wordsBefore > MAX_DIFF_WORDS || wordsAfter > MAX_DIFF_WORDS) {
    return [
      ...(expected ? [{ kind: 'removed' as const, text: expected }] : []),
      ...(actual ? [{ kind: 'added' as const, text: actual }] : []),
    ];
  }
  const key = (token: string) => (token.trim() === '' ? ' ' : token.toLowerCase());
  const width = after.length + 1;
  // common[i * width + j]: length of the longest common subsequence of before[i..] and after[j..].
  const common = new Uint32Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        key(before[i] ?? '') === key(after[j] ?? '')
          ? (common[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    const left = before[i] ?? '';
    const right = after[j] ?? '';
    if (key(left) === key(right)) {
      pushPart(parts, 'same', right);
      i += 1;
      j += 1;
    } else if ((common[(i + 1) * width + j] ?? 0) >= (common[i * width + j + 1] ?? 0)) {
      pushPart(parts, 'removed', left);
      i += 1;
    } else {
      pushPart(parts, 'added', right);
      j += 1;
    }
  }
  for (; i < before.length; i += 1) pushPart(parts, 'removed', before[i] ?? '');
  for (; j < after.length; j += 1) pushPart(parts, 'added', after[j] ?? '');
  return parts;
}

/** The text one side shows: expected without the added parts, actual without the removed ones. */
export function sideOf(parts: readonly DiffPart[], side: 'expected' | 'actual'): DiffPart[] {
  const hidden: DiffPartKind = side === 'expected' ? 'added' : 'removed';
  return parts.filter((part) => part.kind !== hidden);
}
