import { describe, expect, it } from 'vitest';
import { INPUT_COLUMN_NAMES, OUTPUT_COLUMN_NAMES, guessColumn } from './csv-mapping.ts';

describe('CSV column mapping', () => {
  it('picks the columns whose headers name input and expected output', () => {
    const columns = ['id', ' Question ', 'Expected Output'];
    expect(guessColumn(columns, INPUT_COLUMN_NAMES, 0)).toBe(' Question ');
    expect(guessColumn(columns, OUTPUT_COLUMN_NAMES, 1)).toBe('Expected Output');
  });

  it('falls back to the column by position, or none when the file is narrower', () => {
    expect(guessColumn(['Column 1', 'Column 2'], INPUT_COLUMN_NAMES, 0)).toBe('Column 1');
    expect(guessColumn(['Column 1'], OUTPUT_COLUMN_NAMES, 1)).toBeUndefined();
  });
});
