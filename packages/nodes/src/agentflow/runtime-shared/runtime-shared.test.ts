import { describe, expect, it } from 'vitest';
import { httpAgentflow } from '../http/definition.ts';
import { llmAgentflow } from '../llm/definition.ts';
import { plainText, stripHtml } from './rich-text.ts';
import { structuredOutputSchema } from './structured-output.ts';
import { typedInputs } from './typed-inputs.ts';
import { stateUpdates } from './update-state.ts';

describe('stateUpdates', () => {
  it('fills {{ output }} and {{ output.key }} from the node result, reading rich text (SQL Agent template)', () => {
    const rich =
      '<p><span class="variable" data-type="mention" data-id="output.sql_query">{{ output.sql_query }}</span> </p>';
    const updates = stateUpdates(
      [
        { key: 'sqlQuery', value: rich },
        { key: 'all', value: '{{ output }}' },
        { key: '', value: 'ignored' },
      ],
      { content: '{"sql_query":"SELECT 1"}', structuredOutput: { sql_query: 'SELECT 1' } },
    );
    expect(updates).toEqual({ sqlQuery: 'SELECT 1', all: '{"sql_query":"SELECT 1"}' });
  });

  it('gives nothing for an empty list', () => {
    expect(stateUpdates('')).toBeUndefined();
  });
});

describe('rich text', () => {
  it('strips editor HTML and decodes entities', () => {
    expect(stripHtml('<p>a &amp; b</p><p>c&nbsp;d</p>')).toBe('a & b\nc d');
    expect(plainText('<p>[{&quot;x&quot;: 1}]</p>')).toBe('[{"x": 1}]');
    expect(plainText('a < b')).toBe('a < b');
    expect(plainText(5)).toBe(5);
  });
});

describe('typedInputs', () => {
  it('reads values in their declared shapes and drops what does not fit', () => {
    const inputs = typedInputs(llmAgentflow, {
      llmEnableMemory: 'false',
      llmMemoryType: 'unknownType',
      llmMessages: '[{"role":"system","content":"Hi"}]',
      llmModelConfig: { modelName: 'gpt-4o' },
    });
    expect(inputs.llmEnableMemory).toBe(false);
    expect(inputs.llmMemoryType).toBeUndefined();
    expect(inputs.llmMessages).toEqual([{ role: 'system', content: 'Hi' }]);
    expect(inputs.llmModelConfig).toEqual({ modelName: 'gpt-4o' });
  });

  it('keeps form rows for the HTTP body declared both as text and as rows', () => {
    const rows = [{ key: 'a', value: '1' }];
    expect(typedInputs(httpAgentflow, { body: rows }).body).toEqual(rows);
    expect(typedInputs(httpAgentflow, { body: '{"a":1}' }).body).toBe('{"a":1}');
  });
});

describe('structuredOutputSchema', () => {
  it('builds a JSON schema from the rows, every key required', () => {
    expect(
      structuredOutputSchema([
        { key: 'mood', type: 'enum', enumValues: 'happy, sad', description: 'Mood' },
        { key: 'items', type: 'jsonArray', jsonSchema: '{"name": {"type": "string"}}' },
      ]),
    ).toEqual({
      type: 'object',
      properties: {
        mood: { type: 'string', enum: ['happy', 'sad'], description: 'Mood' },
        items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
      },
      required: ['mood', 'items'],
      additionalProperties: false,
    });
  });

  it('names a broken JSON schema', () => {
    expect(() => structuredOutputSchema([{ key: 'x', type: 'jsonArray', jsonSchema: '{oops' }])).toThrow(
      /JSON schema of "x" is not valid JSON/,
    );
  });
});
