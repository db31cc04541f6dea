import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context.ts';
import { conditionExecutor } from './execute.ts';

type Case = [type: string, value1: unknown, operation: string, value2: unknown, holds: boolean];

const cases: Case[] = [
  ['string', 'hello', 'equal', 'hello', true],
  ['string', 'hello', 'equal', 'Hello', false],
  ['string', 'hello', 'notEqual', 'world', true],
  ['string', 'hello', 'notEqual', 'hello', false],
  ['string', 'hello world', 'contains', 'lo w', true],
  ['string', 'hello', 'contains', 'xyz', false],
  ['string', 'hello', 'notContains', 'xyz', true],
  ['string', 'hello', 'notContains', 'ell', false],
  ['string', 'hello', 'startsWith', 'he', true],
  ['string', 'hello', 'startsWith', 'lo', false],
  ['string', 'hello', 'endsWith', 'lo', true],
  ['string', 'hello', 'endsWith', 'he', false],
  ['string', 'order #123', 'regex', '#\\d+$', true],
  ['string', 'order #abc', 'regex', '#\\d+$', false],
  ['string', '', 'isEmpty', '', true],
  ['string', '  ', 'isEmpty', '', true],
  ['string', 'x', 'isEmpty', '', false],
  ['string', 'x', 'notEmpty', '', true],
  ['string', '', 'notEmpty', '', false],
  ['number', '5', 'equal', 5, true],
  ['number', 5, 'equal', '6', false],
  ['number', 5, 'notEqual', 6, true],
  ['number', 5, 'notEqual', '5', false],
  ['number', '10', 'larger', 9, true],
  ['number', 9, 'larger', 9, false],
  ['number', 9, 'largerEqual', 9, true],
  ['number', 8, 'largerEqual', 9, false],
  ['number', '2.5', 'smaller', 3, true],
  ['number', 3, 'smaller', 3, false],
  ['number', 3, 'smallerEqual', 3, true],
  ['number', 4, 'smallerEqual', 3, false],
  ['number', '', 'isEmpty', 0, true],
  ['number', 0, 'isEmpty', 0, false],
  ['number', 0, 'notEmpty', 0, true],
  ['number', '', 'notEmpty', 0, false],
  ['boolean', true, 'equal', true, true],
  ['boolean', 'true', 'equal', false, false],
  ['boolean', false, 'notEqual', true, true],
  ['boolean', false, 'notEqual', 'false', false],
];

describe('Condition executor', () => {
  it.each(cases)('%s: %j %s %j → %s', async (type, value1, operation, value2, holds) => {
    const result = await conditionExecutor.execute(
      fakeContext({ inputs: { conditions: [{ type, value1, operation, value2 }] } }),
    );
    expect(result.takenOutputs).toEqual([holds ? 0 : 1]);
    const conditions = result.output.conditions as { isFulfilled: boolean }[];
    expect(conditions.map((condition) => condition.isFulfilled)).toEqual([holds, !holds]);
  });

  it('takes the first condition that holds, even when later ones hold too', async () => {
    const result = await conditionExecutor.execute(
      fakeContext({
        inputs: {
          conditions: [
            { type: 'string', value1: 'a', operation: 'equal', value2: 'b' },
            { type: 'number', value1: 3, operation: 'larger', value2: 1 },
            { type: 'string', value1: 'x', operation: 'notEmpty' },
          ],
        },
      }),
    );
    expect(result.takenOutputs).toEqual([1]);
    const conditions = result.output.conditions as { isFulfilled: boolean }[];
    expect(conditions.map((condition) => condition.isFulfilled)).toEqual([false, true, false, false]);
  });

  it('reads conditions stored as JSON text', async () => {
    const conditions = JSON.stringify([{ type: 'string', value1: 'yes', operation: 'equal', value2: 'yes' }]);
    const result = await conditionExecutor.execute(fakeContext({ inputs: { conditions } }));
    expect(result.takenOutputs).toEqual([0]);
  });

  it('names a broken regular expression', async () => {
    const context = fakeContext({
      inputs: { conditions: [{ type: 'string', value1: 'a', operation: 'regex', value2: '(' }] },
    });
    await expect(conditionExecutor.execute(context)).rejects.toThrow(/not a valid regular expression/);
  });
  it('compares rich-text values as their text (Deep Research template)', async () => {
    const result = await conditionExecutor.execute(
      fakeContext({
        inputs: {
          conditions: [
            { type: 'number', value1: '<p>7 </p>', operation: 'smallerEqual', value2: '<p>11</p>' },
          ],
        },
      }),
    );
    expect(result.takenOutputs).toEqual([0]);
  });
});
