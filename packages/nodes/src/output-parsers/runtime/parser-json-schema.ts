import type { BaseOutputParser } from '@langchain/core/output_parsers';
import { z } from 'zod';
import type { JsonSchema } from '../../agentflow/runtime-shared/structured-output.ts';
import { JsonStructureOutputParser } from './json-structure-output-parser.ts';
import { SchemaOutputParser } from './schema-output-parser.ts';

/**
 * The JSON schema a structured output parser asks for (Structured Output Parser: its JSON Structure, every property
 * required; Advanced Structured Output Parser: its schema), to give a chat model natively; undefined for others.
 */
export function parserJsonSchema(parser: BaseOutputParser | undefined): JsonSchema | undefined {
  if (parser instanceof JsonStructureOutputParser) {
    const properties: Record<string, JsonSchema> = {};
    for (const field of parser.structure) {
      properties[field.property] =
        field.description === ''
          ? { type: field.type }
          : { type: field.type, description: field.description };
    }
    return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
  }
  if (parser instanceof SchemaOutputParser) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(parser.schema, { unrepresentable: 'any' });
    return schema;
  }
  return undefined;
}
