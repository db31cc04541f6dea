import { z } from 'zod';
import { ChatflowInputError } from '../../runtime/chatflow-component.ts';

/**
 * Reads the zod code Flowise's Advanced Structured Output Parser takes (`z.object({ title: z.string() })`)
 * without running it: a small parser of the subset its examples use — z.object / z.string / z.number /
 * z.boolean / z.array / z.enum and .optional() .nullable() .describe() .int() .min() .max() .array() — building
 * the same schema with zod. Anything else is refused with the position and what is accepted.
 */

type Token =
  | { readonly kind: 'name'; readonly text: string; readonly at: number }
  | { readonly kind: 'string'; readonly text: string; readonly at: number }
  | { readonly kind: 'number'; readonly value: number; readonly at: number }
  | { readonly kind: 'punct'; readonly text: string; readonly at: number };

const ACCEPTED =
  'write z.object({...}) with z.string(), z.number(), z.boolean(), z.array(...), z.enum([...]) and .optional(), .nullable(), .describe("..."), .int(), .min(n), .max(n), .array()';

function fail(message: string): never {
  throw new ChatflowInputError(`the Zod schema cannot be read: ${message} (${ACCEPTED})`);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^(\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(rest);
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    const quoted = /^("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`)/.exec(rest);
    if (name) tokens.push({ kind: 'name', text: name[0], at });
    else if (number) tokens.push({ kind: 'number', value: Number(number[0]), at });
    else if (quoted) {
      const body = quoted[0].slice(1, -1).replace(/\\(.)/g, '$1');
      tokens.push({ kind: 'string', text: body, at });
    } else if ('(){}[],.:'.includes(rest.charAt(0))) tokens.push({ kind: 'punct', text: rest.charAt(0), at });
    else fail(`unexpected "${rest.charAt(0)}" at character ${String(at + 1)}`);
    at += (name ?? number ?? quoted)?.[0].length ?? 1;
  }
  return tokens;
}

class SchemaReader {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private where(): string {
    const token = this.peek();
    return token ? `at character ${String(token.at + 1)}` : 'at the end';
  }

  private take(): Token {
    const token = this.tokens[this.index];
    if (!token) return fail('the schema ends too early');
    this.index += 1;
    return token;
  }

  private punct(text: string): void {
    const token = this.take();
    if (token.kind !== 'punct' || token.text !== text) fail(`expected "${text}" ${this.where()}`);
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token?.kind === 'punct' && token.text === text;
  }

  private name(): string {
    const token = this.take();
    if (token.kind !== 'name') return fail(`expected a name at character ${String(token.at + 1)}`);
    return token.text;
  }

  private numberArg(method: string): number {
    const token = this.take();
    if (token.kind !== 'number') return fail(`.${method}() takes a number`);
    return token.value;
  }

  private stringArg(method: string): string {
    const token = this.take();
    if (token.kind !== 'string') return fail(`.${method}() takes a quoted text`);
    return token.text;
  }

  /** A comma-separated list up to `close`, trailing comma allowed. */
  private list(close: string, item: () => void): void {
    while (!this.isPunct(close)) {
      item();
      if (!this.isPunct(close)) this.punct(',');
    }
    this.punct(close);
  }

  schema(): z.ZodType {
    if (this.name() !== 'z') fail(`a schema starts with "z." ${this.where()}`);
    this.punct('.');
    let schema = this.constructor_(this.name());
    while (this.isPunct('.')) {
      this.punct('.');
      schema = this.modifier(schema, this.name());
    }
    return schema;
  }

  end(): void {
    if (this.peek()) fail(`unexpected text ${this.where()}`);
  }

  private constructor_(kind: string): z.ZodType {
    this.punct('(');
    let schema: z.ZodType;
    if (kind === 'string') schema = z.string();
    else if (kind === 'number') schema = z.number();
    else if (kind === 'boolean') schema = z.boolean();
    else if (kind === 'array') schema = z.array(this.schema());
    else if (kind === 'enum') schema = this.enumValues();
    else if (kind === 'object') schema = this.objectShape();
    else return fail(`z.${kind}() is not supported`);
    if (this.isPunct(',')) this.punct(',');
    this.punct(')');
    return schema;
  }

  private enumValues(): z.ZodType {
    this.punct('[');
    const values: string[] = [];
    this.list(']', () => values.push(this.stringArg('enum')));
    const [first, ...others] = values;
    if (first === undefined) return fail('z.enum([...]) needs at least one value');
    return z.enum([first, ...others]);
  }

  private objectShape(): z.ZodType {
    this.punct('{');
    const shape: Record<string, z.ZodType> = {};
    this.list('}', () => {
      const key = this.take();
      if (key.kind !== 'name' && key.kind !== 'string') fail(`expected a property name ${this.where()}`);
      this.punct(':');
      shape[key.text] = this.schema();
    });
    return z.object(shape);
  }

  private modifier(schema: z.ZodType, method: string): z.ZodType {
    this.punct('(');
    let result: z.ZodType;
    if (method === 'optional') result = schema.optional();
    else if (method === 'nullable') result = schema.nullable();
    else if (method === 'array') result = z.array(schema);
    else if (method === 'describe') result = schema.describe(this.stringArg(method));
    else if (method === 'int') {
      if (!(schema instanceof z.ZodNumber)) fail('.int() applies to z.number()');
      result = schema.int();
    } else if (method === 'min' || method === 'max') {
      const bound = this.numberArg(method);
      if (schema instanceof z.ZodString || schema instanceof z.ZodNumber || schema instanceof z.ZodArray)
        result = method === 'min' ? schema.min(bound) : schema.max(bound);
      else return fail(`.${method}() applies to strings, numbers and arrays`);
    } else return fail(`.${method}() is not supported`);
    this.punct(')');
    return result;
  }
}

/** The zod schema the text describes, or a `ChatflowInputError` saying what cannot be read. */
export function zodSchemaFromText(text: string): z.ZodType {
  const reader = new SchemaReader(tokenize(text));
  const schema = reader.schema();
  reader.end();
  return schema;
}
