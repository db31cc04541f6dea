import type { z } from 'zod';

/** Parses a request part with a core schema; a ZodError becomes a 400 with the field problems. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  return schema.parse(value ?? {});
}
