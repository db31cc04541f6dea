import { rowsOf, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import { structuredOutputSchema, type JsonSchema } from '../../agentflow/runtime-shared/structured-output.ts';

/** Agentflow v1 type names of the JSON Structured Output grid → the v2 names the shared schema builder knows. */
const V2_TYPES: Readonly<Record<string, string>> = {
  String: 'string',
  'String Array': 'stringArray',
  Number: 'number',
  Boolean: 'boolean',
  Enum: 'enum',
};

/** The JSON schema of an LLM Node / Condition Agent "JSON Structured Output" grid, or undefined when empty. */
export function seqStructuredOutputSchema(value: unknown): JsonSchema | undefined {
  const rows = rowsOf(value).map((row) => ({ ...row, type: V2_TYPES[textOf(row.type)] ?? 'string' }));
  return structuredOutputSchema(rows);
}
