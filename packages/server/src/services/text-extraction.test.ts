import { describe, expect, it } from 'vitest';
import { docxWithParagraphs, pdfWithText } from './document-fixtures.ts';
import { extractText, UnsupportedFileTypeError } from './text-extraction.ts';

describe('text of uploaded files', () => {
  it('keeps plain text, Markdown and CSV as they are, without a byte order mark', async () => {
    expect(await extractText('notes.txt', 'text/plain', Buffer.from('\uFEFFhello\nworld'))).toBe(
      'hello\nworld',
    );
    expect(await extractText('readme.md', '', Buffer.from('# Title\n\n- item'))).toBe('# Title\n\n- item');
    expect(await extractText('data.csv', 'text/csv', Buffer.from('a,b\n1,2\n'))).toBe('a,b\n1,2\n');
  });

  it('pretty-prints JSON, and keeps JSON that does not parse as sent', async () => {
    expect(await extractText('x.json', 'application/json', Buffer.from('{"a":[1,2]}'))).toBe(
      '{\n  "a": [\n    1,\n    2\n  ]\n}',
    );
    expect(await extractText('x.json', 'application/json', Buffer.from('{"a":'))).toBe('{"a":');
  });

  it('reads HTML as text: no tags, scripts or styles', async () => {
    const html =
      '<html><head><style>p{color:red}</style><script>alert(1)</script></head>' +
      '<body><h1>Prices</h1><p>Tea <b>2 EUR</b></p><a href="https://x.test">more</a></body></html>';
    const text = await extractText('page.html', 'text/html', Buffer.from(html));
    expect(text).toContain('PRICES');
    expect(text).toContain('Tea 2 EUR');
    expect(text).toContain('more');
    expect(text).not.toMatch(/<|alert|color:red|x\.test/);
  });

  it('goes by the extension first, then by the type', async () => {
    expect(await extractText('upload', 'text/markdown; charset=utf-8', Buffer.from('*a*'))).toBe('*a*');
    expect(await extractText('page.htm', 'application/octet-stream', Buffer.from('<p>x</p>'))).toBe('x');
  });

  it('reads the text of PDF and Word documents', async () => {
    const pdf = await extractText(
      'report.pdf',
      'application/pdf',
      pdfWithText(['Quarterly report', 'Sales (up) 12%']),
    );
    expect(pdf).toContain('Quarterly report');
    expect(pdf).toContain('Sales (up) 12%');
    const docx = await extractText(
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      docxWithParagraphs(['Dear Ada,', 'Fish & chips <tonight>?']),
    );
    expect(docx).toBe('Dear Ada,\nFish & chips <tonight>?');
  });

  it('refuses files whose text it cannot read, saying which it can', async () => {
    await expect(extractText('photo.png', 'image/png', Buffer.from([137, 80]))).rejects.toThrow(
      UnsupportedFileTypeError,
    );
    await expect(extractText('sheet.xlsx', '', Buffer.from('x'))).rejects.toThrow(
      /plain text, Markdown, CSV, JSON, HTML, PDF and Word \(\.docx\)/,
    );
    await expect(extractText('fake.txt', 'text/plain', Buffer.from([0x41, 0x00, 0x42]))).rejects.toThrow(
      /binary data/,
    );
    await expect(extractText('broken.pdf', 'application/pdf', Buffer.from('not a pdf'))).rejects.toThrow(
      /"broken.pdf" cannot be read as a PDF/,
    );
    await expect(extractText('broken.docx', '', Buffer.from('not a zip'))).rejects.toThrow(
      /"broken.docx" cannot be read as a Word document/,
    );
  });
});
