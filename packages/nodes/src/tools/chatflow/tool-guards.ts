import { StructuredTool } from '@langchain/core/tools';
import { ChatflowInputError, describeValue } from '../../runtime/chatflow-component.ts';

export function isStructuredTool(value: unknown): value is StructuredTool {
  return value instanceof StructuredTool;
}

/** The tools connected to a list anchor (a tool, a list, or lists of tools as MCP nodes give), flattened. */
export function toolsInput(inputs: Readonly<Record<string, unknown>>, name: string): StructuredTool[] {
  const value = inputs[name];
  if (value === undefined || value === null || value === '') return [];
  const items: unknown[] = Array.isArray(value) ? value.flat() : [value];
  return items.map((item) => {
    if (!isStructuredTool(item))
      throw new ChatflowInputError(`input "${name}" needs tools, got ${describeValue(item)}`);
    return item;
  });
}
