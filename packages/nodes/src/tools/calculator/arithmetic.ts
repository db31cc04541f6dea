/**
 * Evaluates an arithmetic expression: numbers, + - * / % ^ (power), parentheses, unary minus, and the functions
 * sqrt, abs, round, floor, ceil, sin, cos, tan, log (natural), log10, exp; constants pi and e. No other code runs.
 */
export function evaluateArithmetic(expression: string): number {
  const tokens =
    expression.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+|[A-Za-z_][A-Za-z0-9_]*|\*\*|[-+*/%^(),]|\S/g) ?? [];
  let position = 0;
  const peek = (): string | undefined => tokens[position];
  const take = (): string | undefined => tokens[position++];
  const expect = (token: string): void => {
    if (take() !== token) throw new Error(`Calculator: expected "${token}" in "${expression}".`);
  };

  const functions: Readonly<Record<string, (value: number) => number>> = {
    sqrt: Math.sqrt,
    abs: Math.abs,
    round: Math.round,
    floor: Math.floor,
    ceil: Math.ceil,
    sin: Math.sin,
    cos: Math.cos,
    tan: Math.tan,
    log: Math.log,
    log10: Math.log10,
    exp: Math.exp,
  };
  const constants: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

  function primary(): number {
    const token = take();
    if (token === undefined) throw new Error(`Calculator: "${expression}" ends too early.`);
    if (token === '(') {
      const value = sum();
      expect(')');
      return value;
    }
    if (token === '-') return -power();
    if (token === '+') return power();
    if (/^(?:\d|\.\d)/.test(token)) return Number(token);
    const name = token.toLowerCase();
    const fn = functions[name];
    if (fn) {
      expect('(');
      const value = sum();
      expect(')');
      return fn(value);
    }
    const constant = constants[name];
    if (constant !== undefined) return constant;
    throw new Error(`Calculator: "${token}" is not a number or known function.`);
  }

  function power(): number {
    const base = primary();
    const operator = peek();
    if (operator === '^' || operator === '**') {
      take();
      return base ** power();
    }
    return base;
  }

  function product(): number {
    let value = power();
    for (let operator = peek(); operator === '*' || operator === '/' || operator === '%'; operator = peek()) {
      take();
      const right = power();
      value = operator === '*' ? value * right : operator === '/' ? value / right : value % right;
    }
    return value;
  }

  function sum(): number {
    let value = product();
    for (let operator = peek(); operator === '+' || operator === '-'; operator = peek()) {
      take();
      const right = product();
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  }

  if (tokens.length === 0) throw new Error('Calculator: the expression is empty.');
  const result = sum();
  if (position < tokens.length) {
    throw new Error(`Calculator: unexpected "${tokens[position] ?? ''}" in "${expression}".`);
  }
  return result;
}
