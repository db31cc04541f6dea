import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-blocks.ts';

describe('markdownBlocks', () => {
  it('splits paragraphs at blank lines', () => {
    expect(markdownBlocks('one\ntwo\n\nthree\n\n\nfour')).toEqual(['one\ntwo', 'three', 'four']);
  });

  it('keeps a fenced code block with blank lines whole, even while it is still open', () => {
    expect(markdownBlocks('intro\n\n```js\na\n\nb\n```\n\nafter')).toEqual([
      'intro',
      '```js\na\n\nb\n```',
      'after',
    ]);
    expect(markdownBlocks('```\na\n\nb')).toEqual(['```\na\n\nb']);
  });

  it('keeps a table in one block', () => {
    expect(markdownBlocks('| a | b |\n|---|---|\n| 1 | 2 |')).toEqual(['| a | b |\n|---|---|\n| 1 | 2 |']);
  });
});

describe('markdownBlocks with list continuations', () => {
  it('keeps an indented paragraph after a blank line with its list item', () => {
    expect(markdownBlocks('1. first\n\n   more about first\n\n2. second')).toEqual([
      '1. first\n\n   more about first',
      '2. second',
    ]);
  });
});
