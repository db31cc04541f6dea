import { describe, expect, it } from 'vitest';
import { evaluateArithmetic } from './arithmetic.ts';

describe('evaluateArithmetic', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['2 ^ 3 ^ 2', 512],
    ['2 ** 10', 1024],
    ['-4 + 10 / 4', -1.5],
    ['17 % 5', 2],
    ['sqrt(16) + abs(-2)', 6],
    ['round(pi * 100) / 100', 3.14],
    ['1.5e2', 150],
  ])('%s = %d', (expression, value) => {
    expect(evaluateArithmetic(expression)).toBeCloseTo(value);
  });

  it.each([
    ['', /empty/],
    ['2 +', /ends too early/],
    ['process.exit()', /not a number or known function/],
    ['(1 + 2', /expected "\)"/],
    ['1 2', /unexpected "2"/],
  ])('refuses %j', (expression, message) => {
    expect(() => evaluateArithmetic(expression)).toThrow(message);
  });
});
