import { describe, expect, it } from 'vitest';
import { isRecord, parseJsonObject } from './json-object.ts';

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [Object.create(null), true],
    [[], false],
    [null, false],
    [undefined, false],
    ['{}', false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});

describe('parseJsonObject', () => {
  it('reads an object', () => {
    expect(parseJsonObject('{"a":{"b":[1]}}')).toEqual({ a: { b: [1] } });
  });
  it.each(['[1,2]', '"text"', 'null', '42', '{broken', ''])('refuses %j', (text) => {
    expect(parseJsonObject(text)).toBeUndefined();
  });
});
