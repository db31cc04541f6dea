import { describe, expect, it } from 'vitest';
import { draftOfFile, parseToolFile, propertiesOf } from './tool-draft.ts';

describe('tool files', () => {
  it("imports Flowise's export (schema as JSON text, extra fields ignored) into an editable draft", () => {
    const exported = {
      name: 'get_stock',
      description: 'Stock price',
      color: 'linear-gradient(rgb(1,2,3), rgb(4,5,6))',
      iconSrc: null,
      schema: JSON.stringify([
        { id: 1, property: 'ticker', type: 'string', description: 'Symbol', required: true },
      ]),
      func: 'return $ticker',
      workspaceId: 'somewhere-else',
    };
    const parsed = parseToolFile(JSON.stringify(exported));
    if (!('file' in parsed)) throw new Error(parsed.error);
    const draft = draftOfFile(parsed.file);
    expect(draft).toMatchObject({ name: 'get_stock', func: 'return $ticker', iconSrc: '' });
    expect(propertiesOf(draft.rows)).toEqual([
      { id: 1, property: 'ticker', type: 'string', description: 'Symbol', required: true },
    ]);
  });

  it('refuses a file that is not a tool, saying why', () => {
    expect(parseToolFile('{nope')).toEqual({ error: 'Invalid Imported File: not JSON' });
    const missing = parseToolFile(JSON.stringify({ description: 'no name' }));
    expect('error' in missing && missing.error).toMatch(/^Invalid Imported File: name/);
  });
});
