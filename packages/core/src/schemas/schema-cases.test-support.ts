import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * Table-driven checks of a request schema: inputs it accepts (and what it makes of them), inputs it refuses (with
 * the field the first issue names and its message), and what it does with a key it does not know. Flowise's
 * clients send extra keys (ids, dates, workspace ids of the row they loaded), so most request schemas strip them.
 */
export interface ValidCase {
  name: string;
  input: unknown;
  /** The parsed value; without it the case only asserts that the input is accepted unchanged. */
  output?: unknown;
}

export interface InvalidCase {
  name: string;
  input: unknown;
  /** The dotted path of the issue (`user.email`, `rows.0.id`); '' for an issue on the whole value. */
  path: string;
  /** The issue's message; omitted where zod's own wording is not ours to keep. */
  message?: string;
}

/** `stripped`: the key is dropped; `kept`: it is passed through; `refused`: an unrecognised-key issue. */
export type UnknownKeys = 'stripped' | 'kept' | 'refused';

export interface SchemaCases {
  valid: readonly ValidCase[];
  invalid: readonly InvalidCase[];
  /** Asserted on the first valid input (an object) with an extra key `sentByFlowise` added. */
  unknownKeys?: UnknownKeys;
}

export interface SchemaIssue {
  path: string;
  message: string;
}

/** The issues of parsing `input` as path + message pairs; empty when it parses. */
export function issuesOf(schema: z.ZodType, input: unknown): SchemaIssue[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

function withExtraKey(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new Error('unknownKeys needs a valid case whose input is an object');
  return { ...input, sentByFlowise: 'x' };
}

export function describeSchema(name: string, schema: z.ZodType, cases: SchemaCases): void {
  describe(name, () => {
    it.each(cases.valid.map((item) => [item.name, item] as const))('accepts %s', (_label, item) => {
      const result = schema.safeParse(item.input);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(result.data).toEqual('output' in item ? item.output : item.input);
    });

    it.each(cases.invalid.map((item) => [item.name, item] as const))('refuses %s', (_label, item) => {
      const issues = issuesOf(schema, item.input);
      expect(issues.length).toBeGreaterThan(0);
      const expected =
        item.message === undefined ? { path: item.path } : { path: item.path, message: item.message };
      expect(issues).toContainEqual(expect.objectContaining(expected));
    });

    const unknownKeys = cases.unknownKeys;
    const first = cases.valid[0];
    if (unknownKeys !== undefined && first !== undefined) {
      it(`unknown keys are ${unknownKeys}`, () => {
        const result = schema.safeParse(withExtraKey(first.input));
        if (unknownKeys === 'refused') {
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
          return;
        }
        expect(result.error?.issues ?? []).toEqual([]);
        const base = schema.parse(first.input);
        if (unknownKeys === 'stripped') expect(result.data).toEqual(base);
        else expect(result.data).toEqual(withExtraKey(base));
      });
    }
  });
}
