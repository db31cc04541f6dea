import { toolFileSchema, toolInputSchemaSchema } from '@loomflow/core';
import type { Tool, ToolFile, ToolProperty, ToolPropertyType } from '@loomflow/core';

/** One row of the input-schema editor. `key` only tells React rows apart. */
export interface PropertyRow {
  readonly key: number;
  readonly property: string;
  readonly type: ToolPropertyType;
  readonly description: string;
  readonly required: boolean;
}

/** What the tool editor holds: a saved tool, an imported file, or a new tool. */
export interface ToolDraft {
  readonly name: string;
  readonly description: string;
  readonly color?: string | undefined;
  readonly iconSrc: string;
  readonly rows: readonly PropertyRow[];
  readonly func: string;
}

export const EXAMPLE_FUNC = `/*
 * Inputs are variables named after the properties: $city, …
 * $vars holds the workspace variables, $flow the run (sessionId, chatId, input, state).
 * fetch() is available for public addresses. Return the tool's answer (a string or JSON).
 */
return 'Hello ' + ($city ?? 'world');`;

let nextKey = 1;
export function newRow(overrides: Partial<Omit<PropertyRow, 'key'>> = {}): PropertyRow {
  nextKey += 1;
  return { key: nextKey, property: '', type: 'string', description: '', required: false, ...overrides };
}

function rowsOf(properties: readonly ToolProperty[]): PropertyRow[] {
  return properties.map((property) =>
    newRow({
      property: property.property,
      type: property.type,
      description: property.description,
      required: property.required,
    }),
  );
}

export function emptyDraft(): ToolDraft {
  return { name: '', description: '', iconSrc: '', rows: [newRow({ property: 'city' })], func: EXAMPLE_FUNC };
}

export function draftOfFile(file: ToolFile): ToolDraft {
  return {
    name: file.name,
    description: file.description,
    color: file.color,
    iconSrc: file.iconSrc ?? '',
    rows: rowsOf(file.schema),
    func: file.func,
  };
}

export function draftOfTool(tool: Tool): ToolDraft {
  const parsed = toolInputSchemaSchema.safeParse(tool.schema);
  return {
    name: tool.name,
    description: tool.description,
    color: tool.color,
    iconSrc: tool.iconSrc ?? '',
    rows: parsed.success ? rowsOf(parsed.data) : [],
    func: tool.func,
  };
}

/** The rows as Flowise stores them (ids 1…n), blank rows left out. */
export function propertiesOf(rows: readonly PropertyRow[]): ToolProperty[] {
  return rows
    .filter((row) => row.property.trim() !== '')
    .map((row, index) => ({
      id: index + 1,
      property: row.property.trim(),
      type: row.type,
      description: row.description,
      required: row.required,
    }));
}

/** The tool as an export file: Flowise's shape (no id, dates or workspace). */
export function toolFileOf(tool: Tool): ToolFile {
  return toolFileSchema.parse(tool);
}

export const INVALID_TOOL_FILE = 'Invalid Imported File';

/** Reads an exported tool; a file that is not one gives a message naming what is wrong. */
export function parseToolFile(text: string): { file: ToolFile } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: `${INVALID_TOOL_FILE}: not JSON` };
  }
  const parsed = toolFileSchema.safeParse(json);
  if (parsed.success) return { file: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    error: `${INVALID_TOOL_FILE}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'not a tool'}`,
  };
}

/** Starts a browser download of a tool as `<name>-CustomTool.json`. */
export function downloadToolFile(tool: Tool): void {
  const blob = new Blob([JSON.stringify(toolFileOf(tool), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${tool.name}-CustomTool.json`;
  link.click();
  URL.revokeObjectURL(url);
}
