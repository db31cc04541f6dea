import { BaseOutputParser, OutputParserException } from '@langchain/core/output_parsers';
import { z } from 'zod';
import { jsonText } from './json-structure-output-parser.ts';

/** Parses the answer's JSON and validates it against a zod schema (Advanced Structured Output Parser). */
export class SchemaOutputParser extends BaseOutputParser {
  lc_namespace = ['loomflow', 'output_parsers'];

  constructor(readonly schema: z.ZodType) {
    super();
  }

  getFormatInstructions(): string {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(this.schema, { unrepresentable: 'any' });
    return [
      'Answer with a markdown code snippet of JSON that matches this JSON Schema, and nothing else:',
      '```json',
      JSON.stringify(jsonSchema),
      '```',
    ].join('\n');
  }

  parse(text: string): Promise<unknown> {
    let value: unknown;
    try {
      value = JSON.parse(jsonText(text));
    } catch {
      return Promise.reject(new OutputParserException(`the answer is not JSON: "${text}"`, text));
    }
    const result = this.schema.safeParse(value);
    if (result.success) return Promise.resolve(result.data);
    const problems = result.error.issues
      .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the answer'}: ${issue.message}`)
      .join('; ');
    return Promise.reject(
      new OutputParserException(`the answer does not match the schema (${problems})`, text),
    );
  }
}
