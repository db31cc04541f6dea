import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context.ts';
import { iterationExecutor, iterationItems } from './execute.ts';

describe('Iteration executor', () => {
  it.each([
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    ['["x", {"y": 1}]', ['x', { y: 1 }]],
    ['<p>[1, 2, 3]</p>', [1, 2, 3]],
    ['  []  ', []],
  ])('reads %j as items', (input, items) => {
    expect(iterationItems(input)).toEqual(items);
  });

  it.each([
    ['{"a": 1}', /must be a JSON array; got an object/],
    ['"text"', /must be a JSON array; got string/],
    ['not json', /not valid JSON/],
    ['', /is empty/],
  ])('refuses %j clearly', (input, message) => {
    expect(() => iterationItems(input)).toThrow(message);
  });

  it('asks the engine to iterate over the items', async () => {
    const result = await iterationExecutor.execute(fakeContext({ inputs: { iterationInput: '["a","b"]' } }));
    expect(result.iterate).toEqual({ items: ['a', 'b'] });
  });
});
