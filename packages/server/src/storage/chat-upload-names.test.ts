import { describe, expect, it } from 'vitest';
import { checkUploadFileName, checkUploadId, UnsafeNameError } from './chat-upload-names.ts';

describe('names that become parts of a chat upload key', () => {
  it('accepts ids made of letters, digits, dashes and underscores', () => {
    expect(checkUploadId('0b5d7a3e-1c2f-4e5a-9b8c-123456789abc', 'chatId')).toBe(
      '0b5d7a3e-1c2f-4e5a-9b8c-123456789abc',
    );
    expect(checkUploadId('chat_1', 'chatId')).toBe('chat_1');
  });

  it.each(['..', '.', 'a/b', 'a\\b', '', 'a.b', 'x'.repeat(101), 'a%2fb', 'chat\u0000'])(
    'refuses the id %j',
    (id) => {
      expect(() => checkUploadId(id, 'chatId')).toThrow(UnsafeNameError);
    },
  );

  it('accepts ordinary file names, spaces and accents included', () => {
    for (const name of ['notes.txt', 'Quarterly Report (final).pdf', 'résumé.md', '100%.txt', 'a.b.c.json'])
      expect(checkUploadFileName(name)).toBe(name);
  });

  it.each([
    '../secret.txt',
    '..',
    '.',
    '..%2fsecret.txt',
    '%2e%2e%2fsecret.txt',
    '%252e%252e%252fsecret.txt',
    '..\\secret.txt',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    'C:secret',
    'secret.txt\u0000.png',
    'secret.txt%00.png',
    '\uFF0E\uFF0E\uFF0Fsecret.txt',
    '\u2024\u2024/secret.txt',
    '....//secret.txt',
    '%c0%ae%c0%ae%c0%afsecret.txt',
    'a'.repeat(256),
    '   ',
    'line\nbreak.txt',
  ])('refuses the file name %j', (name) => {
    expect(() => checkUploadFileName(name)).toThrow(UnsafeNameError);
  });

  it('says why a name is refused', () => {
    expect(() => checkUploadFileName('../x')).toThrow(/Invalid file name "\.\.\/x": it may not contain/);
    expect(() => checkUploadId('../x', 'chatId')).toThrow(/Invalid chatId/);
  });
});
