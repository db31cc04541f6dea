import { describe, expect, it } from 'vitest';
import { MAX_DIFF_WORDS, diffWords, sideOf } from './word-diff.ts';

const joined = (parts: readonly { text: string }[]) => parts.map((part) => part.text).join('');

describe('word diff of expected vs actual', () => {
  it('marks the words the answer dropped and the words it added', () => {
    const parts = diffWords('The capital is Paris', 'The capital city is Lyon');
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual([
      'Paris',
    ]);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual([
      'city',
      'Lyon',
    ]);
  });

  it('gives each side its own text back exactly', () => {
    const expected = 'one two  three\nfour';
    const actual = 'one 2 three\nfour five';
    const parts = diffWords(expected, actual);
    expect(joined(sideOf(parts, 'expected'))).toBe(expected.replace('  ', ' '));
    expect(joined(sideOf(parts, 'actual'))).toBe(actual);
  });

  it('treats letter case as equal and identical texts as one unchanged part', () => {
    expect(diffWords('Hello World', 'hello world')).toEqual([{ kind: 'same', text: 'hello world' }]);
  });

  it('shows very long texts whole instead of diffing them', () => {
    const long = Array.from({ length: MAX_DIFF_WORDS + 1 }, () => 'word').join(' ');
    expect(diffWords(long, 'short')).toEqual([
      { kind: 'removed', text: long },
      { kind: 'added', text: 'short' },
    ]);
  });
});
