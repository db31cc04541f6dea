import { z } from 'zod';
import { ChatflowInputError } from '../../runtime/chatflow-component.ts';

/** A zod schema for a JSON Schema text (zod's own conversion), or an error saying what is wrong. */
export function zodSchemaFromJsonSchema(text: string): z.ZodType {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ChatflowInputError('the JSON Schema is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ChatflowInputError(
      'the JSON Schema must be an object like {"type": "object", "properties": {...}}',
    );
  try {
    return z.fromJSONSchema({ ...parsed });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChatflowInputError(`the JSON Schema cannot be used: ${reason}`);
  }
}
