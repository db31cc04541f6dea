/** Where the caret (or selection) of a text field is; null when it is not known. */
export interface CaretRange {
  readonly start: number | null;
  readonly end: number | null;
}

/**
 * The text with `insert` put at the caret, replacing the selected text, and where the caret goes after it.
 * Without a known caret the text is appended.
 */
export function insertAtCaret(
  text: string,
  insert: string,
  caret: CaretRange,
): { text: string; caret: number } {
  const start = Math.min(Math.max(caret.start ?? text.length, 0), text.length);
  const end = Math.min(Math.max(caret.end ?? start, start), text.length);
  return { text: `${text.slice(0, start)}${insert}${text.slice(end)}`, caret: start + insert.length };
}
