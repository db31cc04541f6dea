/** Header names that usually hold a row's input, lower case. */
export const INPUT_COLUMN_NAMES = ['input', 'question', 'prompt', 'query', 'user'] as const;
/** Header names that usually hold the expected output, lower case. */
export const OUTPUT_COLUMN_NAMES = [
  'output',
  'expected output',
  'expected_output',
  'expectedoutput',
  'expected',
  'answer',
  'response',
] as const;

/**
 * The column a header names (any of the candidates, ignoring case and surrounding spaces), else the column at
 * `fallback` when the file has that many, else none.
 */
export function guessColumn(
  columns: readonly string[],
  candidates: readonly string[],
  fallback: number,
): string | undefined {
  const named = columns.find((column) => candidates.includes(column.trim().toLowerCase()));
  return named ?? columns[fallback];
}
