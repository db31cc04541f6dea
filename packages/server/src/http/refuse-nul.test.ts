import { describe, expect, it } from 'vitest';
import { nulLocation } from './refuse-nul.ts';

describe('nulLocation', () => {
  it('names the first field, key or list item holding U+0000', () => {
    expect(nulLocation({ question: 'x\u0000y' })).toBe('question');
    expect(nulLocation({ uploads: [{ name: 'a.txt' }, { name: 'b\u0000.png' }] })).toBe('uploads[1].name');
    expect(nulLocation({ overrideConfig: { 'my-var': '\u0000' } })).toBe('overrideConfig["my-var"]');
    expect(nulLocation({ vars: { 'na\u0000me': 'v' } })).toBe('a field name in vars');
    expect(nulLocation('raw\u0000')).toBe('the text');
  });

  it('finds nothing in clean text, numbers or files', () => {
    expect(
      nulLocation({ question: 'hi', count: 3, file: Buffer.from('a\u0000b'), list: [null] }),
    ).toBeUndefined();
    expect(nulLocation(undefined)).toBeUndefined();
  });
});
