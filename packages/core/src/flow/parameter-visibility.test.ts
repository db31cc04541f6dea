import { describe, expect, it } from 'vitest';
import {
  applyParameterVisibility,
  deepEqual,
  displayValueMatches,
  dropHiddenValues,
  isInputVisible,
  readInputPath,
} from './parameter-visibility.ts';

describe('displayValueMatches (spec §4: strings, arrays, booleans, numbers, objects)', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['string equal', 'formInput', 'formInput', true],
    ['string different', 'formInput', 'chatInput', false],
    ['string as pattern', '^gpt-4', 'gpt-4o-mini', true],
    ['pattern not matching', '^gpt-4$', 'gpt-4o', false],
    ['invalid pattern falls back to equality', '([', '([', true],
    ['invalid pattern, other text', '([', 'x', false],
    ['string rule against a number value', '^3', 3, true],
    ['string rule against an object value', 'a', { a: 1 }, false],
    ['string rule against a missing value', 'x', '', false],
    ['boolean equal', true, true, true],
    ['boolean against its text', true, 'true', false],
    ['boolean different', false, true, false],
    ['number equal', 3, 3, true],
    ['number against its text', 3, '3', false],
    ['list of expected values contains', ['windowSize', 'allMessages'], 'windowSize', true],
    ['list of expected values misses', ['windowSize'], 'allMessages', false],
    ['object deep equal', { mode: 'a', n: [1, 2] }, { n: [1, 2], mode: 'a' }, true],
    ['object differs', { mode: 'a' }, { mode: 'b' }, false],
    ['array value, string rule by item', 'tool', ['calculator', 'tool'], true],
    ['array value, pattern rule by item', '^calc', ['calculator'], true],
    ['array value, string rule misses', 'x', ['a', 'b'], false],
    ['array value, array rule intersects', ['b', 'z'], ['a', 'b'], true],
    ['array value, array rule disjoint', ['z'], ['a', 'b'], false],
    ['array value, boolean rule', true, [false, true], true],
    ['array value, number rule', 2, [1, 3], false],
    ['array value, object rule', { k: 1 }, [{ k: 2 }, { k: 1 }], true],
    ['JSON text of a list counts as the list', 'b', '["a","b"]', true],
    ['bracketed text that is not JSON stays text', '[x]', '[x]', true],
  ])('%s', (_case, expected, actual, result) => {
    expect(displayValueMatches(expected, actual)).toBe(result);
  });
});

describe('isInputVisible (show hides unless every entry matches; hide hides when one matches)', () => {
  const inputs = { mode: 'formInput', memory: true, rows: [{ type: 'options' }, { type: 'string' }], n: 5 };
  it.each<[string, Parameters<typeof isInputVisible>[0], number | undefined, boolean]>([
    ['no rules: visible', {}, undefined, true],
    ['show matching', { show: { mode: 'formInput' } }, undefined, true],
    ['show not matching', { show: { mode: 'chatInput' } }, undefined, false],
    ['show with two entries, one failing', { show: { mode: 'formInput', memory: false } }, undefined, false],
    ['show with two entries, both matching', { show: { mode: 'formInput', memory: true } }, undefined, true],
    ['show on a missing input', { show: { other: 'x' } }, undefined, false],
    ['hide matching', { hide: { memory: true } }, undefined, false],
    ['hide not matching', { hide: { memory: false } }, undefined, true],
    ['hide with one of two matching', { hide: { memory: false, n: 5 } }, undefined, false],
    ['show and hide both apply', { show: { mode: 'formInput' }, hide: { n: 5 } }, undefined, false],
    ['row rule with $index (row 0)', { show: { 'rows[$index].type': 'options' } }, 0, true],
    ['row rule with $index (row 1)', { show: { 'rows[$index].type': 'options' } }, 1, false],
  ])('%s', (_case, param, index, visible) => {
    expect(isInputVisible(param, inputs, index)).toBe(visible);
  });
});

describe('applyParameterVisibility and dropHiddenValues', () => {
  const params = [
    { name: 'llmEnableMemory', default: true },
    { name: 'llmMemoryType', default: 'allMessages', show: { llmEnableMemory: true } },
    { name: 'llmMemoryWindowSize', show: { llmMemoryType: 'windowSize' } },
  ];

  it('counts declared defaults as values', () => {
    expect(applyParameterVisibility(params, {}).map((param) => param.display)).toEqual([true, true, false]);
  });

  it('follows the current values', () => {
    const shown = applyParameterVisibility(params, { llmEnableMemory: true, llmMemoryType: 'windowSize' });
    expect(shown.map((param) => param.display)).toEqual([true, true, true]);
    const hidden = applyParameterVisibility(params, { llmEnableMemory: false, llmMemoryType: 'windowSize' });
    expect(hidden.map((param) => param.display)).toEqual([true, false, true]);
  });

  it('drops the values of parameters an edit hid', () => {
    expect(
      dropHiddenValues(params, { llmEnableMemory: false, llmMemoryType: 'windowSize', other: 1 }),
    ).toEqual({
      llmEnableMemory: false,
      other: 1,
    });
  });
});

describe('helpers', () => {
  it.each<[string, unknown]>([
    ['a', 1],
    ['rows[1].type', 'b'],
    ['rows.0.type', 'a'],
    ['missing.deep', ''],
    ['a.b', ''],
  ])('readInputPath %s', (path, value) => {
    expect(readInputPath({ a: 1, rows: [{ type: 'a' }, { type: 'b' }] }, path)).toEqual(value);
  });

  it.each<[unknown, unknown, boolean]>([
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], [2, 1], false],
    [null, {}, false],
    [Number.NaN, Number.NaN, true],
  ])('deepEqual %j %j', (left, right, equal) => {
    expect(deepEqual(left, right)).toBe(equal);
  });
});
