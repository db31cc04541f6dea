import { describe, expect, it } from 'vitest';
import { checkJson, checkNumeric, checkRegex, checkText, schemaProblem } from './evaluator-checks.ts';

const sample = (actualOutput: string) => ({ input: 'q', expectedOutput: 'Paris', actualOutput });

describe('evaluator checks', () => {
  it('compares text with or without letter case, against a value or the expected output', () => {
    const base = { compareWith: 'value' as const, value: 'paris', caseSensitive: false };
    expect(checkText({ ...base, operator: 'contains' }, sample('It is PARIS.')).verdict).toBe('pass');
    expect(
      checkText({ ...base, operator: 'contains', caseSensitive: true }, sample('It is PARIS.')).verdict,
    ).toBe('fail');
    expect(checkText({ ...base, operator: 'notContains' }, sample('Rome')).verdict).toBe('pass');
    expect(checkText({ ...base, operator: 'startsWith' }, sample('  Paris it is')).verdict).toBe('pass');
    const equalsExpected = { ...base, operator: 'equals' as const, compareWith: 'expectedOutput' as const };
    expect(checkText(equalsExpected, sample(' paris\n'))).toMatchObject({
      verdict: 'pass',
      reason: 'Equals "Paris"',
    });
  });

  it('matches regular expressions and reports one that does not compile', () => {
    expect(checkRegex({ pattern: '^\\d+$', flags: '', shouldMatch: true }, sample('42')).verdict).toBe(
      'pass',
    );
    expect(checkRegex({ pattern: 'error', flags: 'i', shouldMatch: false }, sample('ERROR')).verdict).toBe(
      'fail',
    );
    expect(checkRegex({ pattern: '(', flags: '', shouldMatch: true }, sample('x')).verdict).toBe('error');
  });

  it('reads JSON (fenced too) and checks it against a schema', () => {
    expect(checkJson({ check: 'valid' }, sample('```json\n{"a": 1}\n```')).verdict).toBe('pass');
    expect(checkJson({ check: 'valid' }, sample('{a: 1}')).verdict).toBe('fail');
    const schema = JSON.stringify({ type: 'object', required: ['a'] });
    expect(checkJson({ check: 'schema', schema }, sample('{"b": 1}'))).toMatchObject({
      verdict: 'fail',
      reason: "(root): must have required property 'a'",
    });
    expect(schemaProblem('{"type": "nonsense"}')).toMatch(/^The JSON schema is not valid: /);
  });

  it('compares measures with their bound; an unknown cost is an error, not a failure', () => {
    const config = { measure: 'totalTokens' as const, operator: 'lt' as const, value: 100 };
    expect(checkNumeric(config, { ...sample('x'), totalTokens: 99 })).toMatchObject({
      verdict: 'pass',
      score: 99,
    });
    expect(checkNumeric({ ...config, measure: 'cost' }, sample('x')).verdict).toBe('error');
    expect(
      checkNumeric({ measure: 'responseLength', operator: 'eq', value: 5 }, sample('Paris')).verdict,
    ).toBe('pass');
  });
});
