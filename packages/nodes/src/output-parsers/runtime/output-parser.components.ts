import type { NodeName } from '../../node-registry.ts';
import { CommaSeparatedListOutputParser, CustomListOutputParser } from '@langchain/core/output_parsers';
import { ChatflowInputError, textInput, type ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { enableAutofix } from './format-instructions.ts';
import { JsonStructureOutputParser, type StructureProperty } from './json-structure-output-parser.ts';
import { zodSchemaFromJsonSchema } from './json-schema-to-zod.ts';
import { SchemaOutputParser } from './schema-output-parser.ts';
import { zodSchemaFromText } from './zod-schema-text.ts';

function autofix(inputs: Readonly<Record<string, unknown>>): boolean {
  const value = inputs.autofixParser;
  return value === true || value === 'true';
}

const TYPES = new Set(['string', 'number', 'boolean']);

function isStructureType(value: unknown): value is StructureProperty['type'] {
  return typeof value === 'string' && TYPES.has(value);
}

/** The JSON Structure grid (stored as rows or as their JSON text). */
function structureOf(value: unknown): StructureProperty[] {
  let rows: unknown = value;
  if (typeof value === 'string') {
    try {
      rows = value.trim() === '' ? [] : JSON.parse(value);
    } catch {
      throw new ChatflowInputError('JSON Structure is not valid JSON');
    }
  }
  if (!Array.isArray(rows) || rows.length === 0)
    throw new ChatflowInputError('JSON Structure needs at least one property');
  return rows.map((row: unknown, index) => {
    const record: Record<string, unknown> = typeof row === 'object' && row !== null ? { ...row } : {};
    const property = typeof record.property === 'string' ? record.property.trim() : '';
    if (property === '') throw new ChatflowInputError(`JSON Structure row ${index + 1} has no property name`);
    const type = record.type ?? 'string';
    if (!isStructureType(type))
      throw new ChatflowInputError(
        `JSON Structure property "${property}" has type ${JSON.stringify(type)} (string, number or boolean)`,
      );
    const description = typeof record.description === 'string' ? record.description : '';
    return { property, type, description };
  });
}

export const structuredOutputParserComponent: ChatflowComponent<NodeName> = {
  name: 'structuredOutputParser',
  init(context) {
    const parser = new JsonStructureOutputParser(structureOf(context.inputs.jsonStructure));
    return Promise.resolve(autofix(context.inputs) ? enableAutofix(parser) : parser);
  },
};

/** Advanced Structured Output Parser: Example JSON is zod code (read, never run) or a JSON Schema object. */
export const advancedStructuredOutputParserComponent: ChatflowComponent<NodeName> = {
  name: 'advancedStructuredOutputParser',
  rawInputs: ['exampleJson'],
  init(context) {
    return new Promise((resolve) => {
      const text = textInput(context.inputs, 'exampleJson').trim();
      if (text === '')
        throw new ChatflowInputError('Example JSON is empty: write a Zod schema or a JSON Schema');
      const schema = text.startsWith('{') ? zodSchemaFromJsonSchema(text) : zodSchemaFromText(text);
      const parser = new SchemaOutputParser(schema);
      resolve(autofix(context.inputs) ? enableAutofix(parser) : parser);
    });
  },
};

export const csvOutputParserComponent: ChatflowComponent<NodeName> = {
  name: 'csvOutputParser',
  init(context) {
    const parser = new CommaSeparatedListOutputParser();
    return Promise.resolve(autofix(context.inputs) ? enableAutofix(parser) : parser);
  },
};

export const customListOutputParserComponent: ChatflowComponent<NodeName> = {
  name: 'customListOutputParser',
  init(context) {
    const lengthText = textInput(context.inputs, 'length').trim();
    const length = lengthText === '' ? undefined : Number(lengthText);
    if (length !== undefined && (!Number.isInteger(length) || length < 1))
      throw new ChatflowInputError(`Length must be a whole number of at least 1, got "${lengthText}"`);
    const separator = textInput(context.inputs, 'separator') || ',';
    const parser = new CustomListOutputParser({ separator, ...(length === undefined ? {} : { length }) });
    return Promise.resolve(autofix(context.inputs) ? enableAutofix(parser) : parser);
  },
};

export const OUTPUT_PARSER_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [
  structuredOutputParserComponent,
  advancedStructuredOutputParserComponent,
  csvOutputParserComponent,
  customListOutputParserComponent,
];
