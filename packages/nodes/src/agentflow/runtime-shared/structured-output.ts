import { isRecord } from '@loomflow/core';
import { rowsOf, textOf } from './input-guards.ts';

/** A JSON schema object. */
export type JsonSchema = Readonly<Record<string, unknown>>;

function itemSchema(row: Readonly<Record<string, unknown>>, key: string): JsonSchema {
  const text = textOf(row.jsonSchema).trim();
  if (text === '') return { type: 'object' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Structured output: the JSON schema of "${key}" is not valid JSON.`);
  }
  if (!isRecord(parsed)) {
    throw new Error(`Structured output: the JSON schema of "${key}" must be a JSON object.`);
  }
  // Flowise's editor holds the item's properties; a full schema (with its own "type") is taken as it is.
  return typeof parsed.type === 'string' ? parsed : { type: 'object', properties: parsed };
}

function propertySchema(row: Readonly<Record<string, unknown>>, key: string): JsonSchema {
  const description = textOf(row.description);
  const described = description === '' ? {} : { description };
  switch (textOf(row.type)) {
    case 'stringArray':
      return { type: 'array', items: { type: 'string' }, ...described };
    case 'number':
      return { type: 'number', ...described };
    case 'boolean':
      return { type: 'boolean', ...described };
    case 'enum': {
      const values = textOf(row.enumValues)
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== '');
      return { type: 'string', enum: values, ...described };
    }
    case 'jsonArray':
      return { type: 'array', items: itemSchema(row, key), ...described };
    default:
      return { type: 'string', ...described };
  }
}

/** The JSON schema of a "JSON Structured Output" list, or undefined when it has no keys. */
export function structuredOutputSchema(value: unknown): JsonSchema | undefined {
  const properties: Record<string, JsonSchema> = {};
  for (const row of rowsOf(value)) {
    const key = textOf(row.key).trim();
    if (key === '') continue;
    properties[key] = propertySchema(row, key);
  }
  const keys = Object.keys(properties);
  if (keys.length === 0) return undefined;
  return { type: 'object', properties, required: keys, additionalProperties: false };
}

/** The instruction added to the messages so that any chat model answers with the object. */
export function structuredOutputInstruction(schema: JsonSchema): string {
  return (
    'Answer with one JSON object only, no other text and no code fences. ' +
    `It must match this JSON schema:\n${JSON.stringify(schema)}`
  );
}

function jsonText(answer: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer);
  const text = fenced?.[1] ?? answer;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text.trim();
}

/** The object a model gave (parsed text or tool arguments); a clear error when it is none or keys are missing. */
export function checkStructuredObject(
  value: unknown,
  schema: JsonSchema,
  said: string,
): Readonly<Record<string, unknown>> {
  if (!isRecord(value)) {
    throw new Error(
      `The model did not answer with the JSON object the structured output asks for. It said: ${said.slice(0, 200)}`,
    );
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  const missing = required.filter((key): key is string => typeof key === 'string' && !(key in value));
  if (missing.length > 0) {
    throw new Error(`The model's structured output lacks the key(s): ${missing.join(', ')}.`);
  }
  return value;
}

/** The object in a model's answer; a clear error when there is none or keys are missing. */
export function parseStructuredAnswer(answer: string, schema: JsonSchema): Readonly<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonText(answer));
  } catch {
    parsed = undefined;
  }
  return checkStructuredObject(parsed, schema, answer);
}
