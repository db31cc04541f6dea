import { isRecord } from '@loomflow/core';
import type { JsonSchema } from './structured-output.ts';

/** Keywords OpenAI's strict structured outputs accept besides the ones walked below. */
const STRICT_KEYWORDS = new Set([
  'type',
  'description',
  'title',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  '$defs',
  '$ref',
]);

function everyIn(value: unknown, check: (schema: JsonSchema) => boolean): boolean {
  if (value === undefined) return true;
  if (!isRecord(value)) return false;
  return Object.values(value).every((item) => isRecord(item) && check(item));
}

/**
 * Whether OpenAI's strict mode accepts the schema as it is: every object lists all its properties as required and
 * has `additionalProperties: false`, and no keyword outside the strict subset is used.
 */
export function isStrictJsonSchema(schema: JsonSchema): boolean {
  if (!Object.keys(schema).every((key) => STRICT_KEYWORDS.has(key))) return false;
  const type = schema.type;
  const isObject = type === 'object' || (Array.isArray(type) && type.includes('object'));
  if (isObject) {
    const properties = isRecord(schema.properties) ? Object.keys(schema.properties) : undefined;
    const required = Array.isArray(schema.required) ? schema.required : [];
    if (properties === undefined || schema.additionalProperties !== false) return false;
    if (!properties.every((key) => required.includes(key))) return false;
  }
  if (schema.items !== undefined && !(isRecord(schema.items) && isStrictJsonSchema(schema.items)))
    return false;
  if (schema.anyOf !== undefined) {
    if (!Array.isArray(schema.anyOf)) return false;
    if (!schema.anyOf.every((item) => isRecord(item) && isStrictJsonSchema(item))) return false;
  }
  return everyIn(schema.properties, isStrictJsonSchema) && everyIn(schema.$defs, isStrictJsonSchema);
}
