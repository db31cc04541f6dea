import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipart } from './multipart-parser.ts';

async function encoded(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

describe('parseMultipart', () => {
  it('reads the fields and files a browser or fetch sends', async () => {
    const form = new FormData();
    form.set('question', 'héllo\r\nworld');
    form.set('files', new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'image/png' }), 'pic "1".png');
    const { body, contentType } = await encoded(form);
    const boundary = multipartBoundary(contentType);
    expect(boundary).toBeDefined();
    const parts = parseMultipart(body, boundary ?? '');
    expect(parts.map((part) => part.name)).toEqual(['question', 'files']);
    expect(parts[0]?.data.toString('utf8')).toBe('héllo\r\nworld');
    expect(parts[1]).toMatchObject({ filename: 'pic "1".png', contentType: 'image/png' });
    expect([...(parts[1]?.data ?? [])]).toEqual([0, 1, 2, 255]);
  });

  it('refuses a body that is not multipart', () => {
    expect(() => parseMultipart(Buffer.from('just text'), 'abc')).toThrow('no boundary found');
    expect(() => parseMultipart(Buffer.from('--abc\r\nno headers'), 'abc')).toThrow('part without headers');
  });
});
