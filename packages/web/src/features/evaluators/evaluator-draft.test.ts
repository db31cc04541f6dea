import type { Evaluator } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { NEW_EVALUATOR, checkDraft, draftOf } from './evaluator-draft.ts';
import { describeEvaluator } from './evaluator-labels.ts';

const saved = {
  id: 'ev-1',
  description: '',
  workspaceId: 'ws-1',
  createdDate: '2026-03-04T10:00:00.000Z',
  updatedDate: '2026-03-04T10:00:00.000Z',
};

describe('evaluator drafts', () => {
  it('sends only the chosen kind with numbers as numbers', () => {
    const check = checkDraft({
      ...NEW_EVALUATOR,
      name: ' Fast ',
      type: 'numeric',
      regex: { pattern: '(', flags: '', shouldMatch: true },
      numeric: { measure: 'latencyMs', operator: 'lte', value: '2000' },
    });
    expect(check).toEqual({
      ok: true,
      request: {
        name: 'Fast',
        description: '',
        type: 'numeric',
        config: { measure: 'latencyMs', operator: 'lte', value: 2000 },
      },
    });
  });

  it('names the field of each problem: a missing name, a regex that does not compile, a schema that is not JSON', () => {
    expect(
      checkDraft({ ...NEW_EVALUATOR, type: 'regex', regex: { pattern: '(', flags: 'i', shouldMatch: true } }),
    ).toMatchObject({
      ok: false,
      errors: {
        name: 'Name is required',
        'config.pattern': expect.stringContaining('Invalid regular expression'),
      },
    });
    expect(
      checkDraft({
        ...NEW_EVALUATOR,
        name: 'Shape',
        type: 'json',
        json: { check: 'schema', schema: '{nope' },
      }),
    ).toEqual({ ok: false, errors: { 'config.schema': 'The schema is not valid JSON' } });
    expect(checkDraft({ ...NEW_EVALUATOR, name: 'Has Paris' })).toEqual({
      ok: false,
      errors: { 'config.value': 'Enter the text to compare with' },
    });
  });

  it('leaves the judge model out until a chat model node is chosen', () => {
    const withoutModel = checkDraft({ ...NEW_EVALUATOR, name: 'Judge', type: 'llm' });
    expect(
      withoutModel.ok && withoutModel.request.type === 'llm' ? withoutModel.request.config : null,
    ).toEqual({
      prompt: NEW_EVALUATOR.llm.prompt,
      passThreshold: 7,
    });
    const withModel = checkDraft({
      ...NEW_EVALUATOR,
      name: 'Judge',
      type: 'llm',
      llm: {
        ...NEW_EVALUATOR.llm,
        model: { chatModel: 'chatOpenAI', modelName: '', credentialId: '', basePath: '' },
      },
    });
    expect(withModel).toMatchObject({
      ok: false,
      errors: { 'config.model.modelName': 'Enter the model name' },
    });
  });

  it('opens a saved evaluator with its settings and describes it in one line', () => {
    const regex: Evaluator = {
      ...saved,
      name: 'Has a year',
      type: 'regex',
      config: { pattern: '\\d{4}', flags: 'i', shouldMatch: true },
    };
    expect(draftOf(regex).regex).toEqual({ pattern: '\\d{4}', flags: 'i', shouldMatch: true });
    expect(describeEvaluator(regex)).toBe('Answer matches /\\d{4}/i');
    const numeric: Evaluator = {
      ...saved,
      name: 'Fast',
      type: 'numeric',
      config: { measure: 'latencyMs', operator: 'lte', value: 2000 },
    };
    expect(draftOf(numeric).numeric.value).toBe('2000');
    expect(describeEvaluator(numeric)).toBe('latency ≤ 2000 ms');
  });
});
