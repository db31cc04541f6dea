import { BaseOutputParser, OutputParserException } from '@langchain/core/output_parsers';

export interface StructureProperty {
  readonly property: string;
  readonly type: 'string' | 'number' | 'boolean';
  readonly description: string;
}

/** The first JSON object in a model's answer (inside a ```json fence or bare). */
export function jsonText(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = fenced?.[1] ?? text;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  return start === -1 || end < start ? body.trim() : body.slice(start, end + 1);
}

/** Parses the answer into an object with the declared properties of the declared types. */
export class JsonStructureOutputParser extends BaseOutputParser<Record<string, unknown>> {
  lc_namespace = ['loomflow', 'output_parsers'];

  constructor(readonly structure: readonly StructureProperty[]) {
    super();
  }

  getFormatInstructions(): string {
    const lines = this.structure.map(
      (field) => `  "${field.property}": ${field.type}  // ${field.description}`,
    );
    return [
      'Answer with a markdown code snippet of a JSON object, formatted like this, and nothing else:',
      '```json',
      '{',
      ...lines,
      '}',
      '```',
    ].join('\n');
  }

  parse(text: string): Promise<Record<string, unknown>> {
    let value: unknown;
    try {
      value = JSON.parse(jsonText(text));
    } catch {
      return Promise.reject(new OutputParserException(`the answer is not JSON: "${text}"`, text));
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return Promise.reject(new OutputParserException(`the answer is not a JSON object: "${text}"`, text));
    const record: Record<string, unknown> = { ...value };
    for (const field of this.structure) {
      const actual = record[field.property];
      if (typeof actual !== field.type)
        return Promise.reject(
          new OutputParserException(
            `property "${field.property}" must be a ${field.type}, the answer gave ${actual === undefined ? 'none' : typeof actual}`,
            text,
          ),
        );
    }
    return Promise.resolve(record);
  }
}
