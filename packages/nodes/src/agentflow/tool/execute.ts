import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { buildTool } from '../../tools/tool-builders.ts';
import { errorMessage, isRecord, objectOf, rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import { toolAgentflow } from './definition.ts';

/** An argument's value in the type the tool's schema declares (the node's mapped values are text). */
function typedArgument(schema: unknown, name: string, value: unknown): unknown {
  const properties = isRecord(schema) ? schema.properties : undefined;
  const property = isRecord(properties) ? properties[name] : undefined;
  const type = isRecord(property) ? property.type : undefined;
  if (typeof value !== 'string') return value;
  if (type === 'number' || type === 'integer') {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) {
      throw new Error(`Tool: the argument "${name}" needs a number; got "${value}".`);
    }
    return number;
  }
  if (type === 'boolean') return value === 'true';
  if (type === 'object' || type === 'array') {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed;
    } catch {
      throw new Error(`Tool: the argument "${name}" needs JSON; got "${value.slice(0, 100)}".`);
    }
  }
  return value;
}

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(toolAgentflow, context.inputs);
  const component = textOf(inputs.toolAgentflowSelectedTool).trim();
  if (component === '') throw new Error('Tool: no tool is selected.');
  const tool = await buildTool(component, objectOf(context.inputs.toolAgentflowSelectedToolConfig), context);
  const args: Record<string, unknown> = {};
  for (const row of rowsOf(inputs.toolInputArgs)) {
    const name = textOf(row.inputArgName).trim();
    if (name !== '') args[name] = typedArgument(tool.schema, name, row.inputArgValue);
  }
  let content: string;
  try {
    content = textOf(await tool.invoke(args, { signal: context.signal }));
  } catch (error) {
    throw new Error(`Tool "${tool.name}" failed: ${errorMessage(error)}`);
  }
  const usedTools = [{ tool: tool.name, toolInput: args, toolOutput: content }];
  context.emit({ type: 'usedTools', tools: usedTools });
  const output = { content };
  return {
    input: { toolInputArgs: args, selectedTool: component },
    output,
    state: stateUpdates(inputs.toolUpdateState, output),
    usedTools,
  };
}

/** Tool: runs one tool component with the mapped arguments. */
export const toolExecutor: NodeExecutor = { name: 'toolAgentflow', execute };
