import { isRecord } from '@loomflow/core';
import type { Schema, SchemaType } from '@google/generative-ai';
import { textOf } from './input-guards.ts';
import type { JsonSchema } from './structured-output.ts';

function typeName(schema: JsonSchema): { name: string; nullable: boolean } {
  const { type } = schema;
  if (typeof type === 'string') return { name: type.toLowerCase(), nullable: false };
  if (Array.isArray(type)) {
    const names = type.filter((item): item is string => typeof item === 'string');
    const first = names.find((item) => item !== 'null') ?? 'string';
    return { name: first.toLowerCase(), nullable: names.includes('null') };
  }
  if (isRecord(schema.properties)) return { name: 'object', nullable: false };
  if (schema.items !== undefined) return { name: 'array', nullable: false };
  return { name: 'string', nullable: false };
}

/** The first variant of an `anyOf`/`oneOf` that is not `null` (Gemini's schema has no unions). */
function resolved(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : [];
  const records = variants.filter(isRecord);
  if (records.length === 0) return { schema, nullable: false };
  const chosen = records.find((item) => item.type !== 'null') ?? records[0] ?? {};
  const nullable = records.some((item) => item.type === 'null');
  const description = schema.description ?? chosen.description;
  return { schema: description === undefined ? chosen : { ...chosen, description }, nullable };
}

/**
 * A JSON schema as Gemini's `responseSchema` (its OpenAPI subset): the same types, `enum` strings, `nullable`
 * instead of `null` in a type list, no `additionalProperties`.
 */
export async function geminiResponseSchema(input: JsonSchema): Promise<Schema> {
  // The SDK's enum, loaded with the Gemini model (never before a Gemini model is used: keeps start-up light).
  const sdk = await import('@google/generative-ai');
  return converted(input, sdk.SchemaType);
}

function converted(input: JsonSchema, types: typeof SchemaType): Schema {
  const { schema, nullable: fromUnion } = resolved(input);
  const { name, nullable: fromType } = typeName(schema);
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  const base = {
    ...(description === undefined ? {} : { description }),
    ...(fromUnion || fromType ? { nullable: true } : {}),
  };
  switch (name) {
    case 'object': {
      const properties: Record<string, Schema> = {};
      const declared = isRecord(schema.properties) ? schema.properties : {};
      for (const [key, value] of Object.entries(declared)) {
        properties[key] = converted(isRecord(value) ? value : {}, types);
      }
      const required = Array.isArray(schema.required)
        ? schema.required.filter((key): key is string => typeof key === 'string')
        : [];
      return { ...base, type: types.OBJECT, properties, ...(required.length > 0 ? { required } : {}) };
    }
    case 'array':
      return {
        ...base,
        type: types.ARRAY,
        items: converted(isRecord(schema.items) ? schema.items : {}, types),
      };
    case 'number':
      return { ...base, type: types.NUMBER };
    case 'integer':
      return { ...base, type: types.INTEGER };
    case 'boolean':
      return { ...base, type: types.BOOLEAN };
    default: {
      const values = Array.isArray(schema.enum) ? schema.enum.map((value) => textOf(value)) : [];
      return values.length > 0
        ? { ...base, type: types.STRING, format: 'enum', enum: values }
        : { ...base, type: types.STRING };
    }
  }
}
