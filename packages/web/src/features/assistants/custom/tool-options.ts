import type { CustomAssistantDetails, NodeDefinition, Tool } from '@loomflow/core';

export type AssistantTool = CustomAssistantDetails['tools'][number];

export const CUSTOM_TOOL_NODE = 'customTool';

/** One choice of the tools picker: a built-in tool node, or one of the workspace's custom tools. */
export interface ToolOption {
  readonly key: string;
  readonly label: string;
  readonly description: string;
  readonly group: 'Built-in tools' | 'Custom tools';
  readonly tool: AssistantTool;
}

function selectedToolOf(tool: AssistantTool): string {
  const value = tool.inputs.selectedTool;
  return typeof value === 'string' ? value : '';
}

/** The picker's key of a chosen tool (custom tools are told apart by the tool they run). */
export function toolKey(tool: AssistantTool): string {
  return tool.name === CUSTOM_TOOL_NODE ? `${CUSTOM_TOOL_NODE}:${selectedToolOf(tool)}` : tool.name;
}

/** Built-in tool nodes first, then each custom tool as its own choice. */
export function toolOptionsOf(nodes: readonly NodeDefinition[], customTools: readonly Tool[]): ToolOption[] {
  const builtIn: ToolOption[] = nodes
    .filter((node) => node.name !== CUSTOM_TOOL_NODE)
    .map((node) => ({
      key: node.name,
      label: node.label,
      description: node.description,
      group: 'Built-in tools',
      tool: { name: node.name, inputs: {} },
    }));
  const offersCustom = nodes.some((node) => node.name === CUSTOM_TOOL_NODE);
  const custom: ToolOption[] = offersCustom
    ? customTools.map((tool) => ({
        key: `${CUSTOM_TOOL_NODE}:${tool.id}`,
        label: tool.name,
        description: tool.description,
        group: 'Custom tools',
        tool: { name: CUSTOM_TOOL_NODE, inputs: { selectedTool: tool.id } },
      }))
    : [];
  return [...builtIn, ...custom];
}

/** The option a chosen tool is shown as; a tool no longer offered (a deleted custom tool) keeps a row to remove. */
export function optionOfTool(options: readonly ToolOption[], tool: AssistantTool): ToolOption {
  const key = toolKey(tool);
  return (
    options.find((option) => option.key === key) ?? {
      key,
      label: tool.name === CUSTOM_TOOL_NODE ? `Missing custom tool ${selectedToolOf(tool)}` : tool.name,
      description: 'No longer available: remove it',
      group: tool.name === CUSTOM_TOOL_NODE ? 'Custom tools' : 'Built-in tools',
      tool,
    }
  );
}

/** The chosen tools after the picker changed: tools kept keep their settings, new ones start from the option. */
export function nextTools(current: readonly AssistantTool[], chosen: readonly ToolOption[]): AssistantTool[] {
  const kept = new Map(current.map((tool) => [toolKey(tool), tool]));
  return chosen.map((option) => kept.get(option.key) ?? option.tool);
}
