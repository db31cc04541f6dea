import type { InputOption } from '@loomflow/core';

/**
 * Beside Flowise's `selectedTool` (the tool's id), the picked tool's name: a flow taken to another workspace, where
 * the id is not a tool, runs that workspace's tool of the same name (the server reads the same key).
 */
export const SELECTED_TOOL_NAME = 'selectedToolName';

/**
 * The inputs a pick sets on a node (or a chosen component's config): the parameter's value, and for the Custom
 * Tool's Select Tool also the picked tool's name.
 */
export function pickedValues(
  nodeName: string,
  paramName: string,
  value: unknown,
  picked: InputOption | undefined,
): Record<string, unknown> {
  if (nodeName === 'customTool' && paramName === 'selectedTool')
    return { [paramName]: value, [SELECTED_TOOL_NAME]: picked?.label ?? '' };
  return { [paramName]: value };
}
