import { isRecord } from '@loomflow/core';
import { ChatflowInputError, type ChatflowInitContext } from '../../runtime/chatflow-component.ts';

/**
 * A prompt node's Format Prompt Values (`{"product": "{{question}}"}`, JSON text or an object) with the chatflow
 * variables of each value resolved after parsing, so a question with quotes cannot break the JSON.
 */
export function promptValues(context: ChatflowInitContext): Record<string, string> {
  const raw = context.inputs.promptValues;
  if (raw === undefined || raw === null || raw === '') return {};
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ChatflowInputError(
        'Format Prompt Values is not valid JSON (write an object like {"name": "value"})',
      );
    }
  }
  if (!isRecord(value)) throw new ChatflowInputError('Format Prompt Values must be a JSON object');
  const values: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    values[key] = context.resolveTemplate(text);
  }
  return values;
}

/** The values whose names the prompt declares (others would be refused by LangChain's `partial`). */
export function declaredValues(
  values: Readonly<Record<string, string>>,
  inputVariables: readonly string[],
): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => inputVariables.includes(key)));
}
