import { booleanOf, textOf } from '../runtime-shared/input-guards.ts';

export type ConditionType = 'string' | 'number' | 'boolean';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || textOf(value).trim() === '';
}

function numeric(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(textOf(value));
  return Number.isFinite(parsed) ? parsed : 0;
}

function compareStrings(operation: string, left: string, right: string): boolean {
  switch (operation) {
    case 'equal':
      return left === right;
    case 'notEqual':
      return left !== right;
    case 'contains':
      return left.includes(right);
    case 'notContains':
      return !left.includes(right);
    case 'startsWith':
      return left.startsWith(right);
    case 'endsWith':
      return left.endsWith(right);
    case 'regex':
      try {
        return new RegExp(right).test(left);
      } catch {
        throw new Error(`Condition: "${right}" is not a valid regular expression.`);
      }
    default:
      throw new Error(`Condition: "${operation}" is not an operation on text.`);
  }
}

function compareNumbers(operation: string, left: number, right: number): boolean {
  switch (operation) {
    case 'equal':
      return left === right;
    case 'notEqual':
      return left !== right;
    case 'larger':
      return left > right;
    case 'largerEqual':
      return left >= right;
    case 'smaller':
      return left < right;
    case 'smallerEqual':
      return left <= right;
    default:
      throw new Error(`Condition: "${operation}" is not an operation on numbers.`);
  }
}

/** One condition row: `value1 <operation> value2` for its type (isEmpty/notEmpty look at value 1 only). */
export function conditionHolds(
  type: ConditionType,
  operation: string,
  value1: unknown,
  value2: unknown,
): boolean {
  if (operation === 'isEmpty' && type !== 'boolean') return isBlank(value1);
  if (operation === 'notEmpty' && type !== 'boolean') return !isBlank(value1);
  switch (type) {
    case 'number':
      return compareNumbers(operation, numeric(value1), numeric(value2));
    case 'boolean': {
      const left = booleanOf(value1, false);
      const right = booleanOf(value2, false);
      if (operation === 'equal') return left === right;
      if (operation === 'notEqual') return left !== right;
      throw new Error(`Condition: "${operation}" is not an operation on booleans.`);
    }
    case 'string':
      return compareStrings(operation, textOf(value1), textOf(value2));
  }
}
