import type { NodeName } from '../../node-registry.ts';
import { DynamicStructuredTool } from '@langchain/core/tools';
import { toolInputSchemaSchema, type ToolProperty } from '@loomflow/core';
import type { NodeRunContext } from '../../runtime/node-executor.ts';
import { textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import { runUserCode } from '../../agentflow/runtime-shared/user-code.ts';
import type { ToolBuilder } from '../tool-builder.ts';
import { resolveCustomTool } from './resolve-tool.ts';
import { toolName } from '../tool-builder.ts';

function propertySchema(row: ToolProperty): Readonly<Record<string, unknown>> {
  const type = row.type === 'date' ? 'string' : row.type;
  const description = row.type === 'date' ? `${row.description} (a date)`.trim() : row.description;
  return description === '' ? { type } : { type, description };
}

function inputSchema(rows: readonly ToolProperty[]): Readonly<Record<string, unknown>> {
  return {
    type: 'object',
    properties: Object.fromEntries(rows.map((row) => [row.property, propertySchema(row)])),
    required: rows.filter((row) => row.required).map((row) => row.property),
  };
}

/** `$<property>` values for the tool's code, typed by its schema. */
function codeParameters(
  rows: readonly ToolProperty[],
  input: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const row of rows) {
    const raw = input[row.property];
    if (raw === undefined || raw === null || raw === '') parameters[`$${row.property}`] = undefined;
    else if (row.type === 'number')
      parameters[`$${row.property}`] = typeof raw === 'number' ? raw : Number(raw);
    else if (row.type === 'boolean') parameters[`$${row.property}`] = raw === true || raw === 'true';
    else parameters[`$${row.property}`] = typeof raw === 'string' ? raw : JSON.stringify(raw);
  }
  return parameters;
}

async function build(
  config: Readonly<Record<string, unknown>>,
  context: NodeRunContext,
): Promise<DynamicStructuredTool> {
  const record = await resolveCustomTool(config, context);
  const parsed = toolInputSchemaSchema.safeParse(record.schema ?? []);
  if (!parsed.success) throw new Error(`Custom Tool "${record.name}": its input schema is not valid.`);
  const rows = parsed.data;
  const code = record.func ?? '';
  if (code.trim() === '') throw new Error(`Custom Tool "${record.name}" has no code.`);
  return new DynamicStructuredTool({
    name: toolName(record.name, 'custom_tool'),
    description: record.description,
    schema: inputSchema(rows),
    returnDirect: config.returnDirect === true,
    func: async (input: Readonly<Record<string, unknown>>) =>
      textOf(await runUserCode(context, code, codeParameters(rows, input), `Custom tool "${record.name}"`)),
  });
}

export const customToolBuilder: ToolBuilder<NodeName> = { name: 'customTool', build };
