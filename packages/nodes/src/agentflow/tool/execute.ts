import type { NodeName } from '../../node-registry.ts';
import { isRecord } from '@loomflow/core';
import type { DynamicStructuredTool } from '@langchain/core/tools';
import type { NodeExecutor, NodeRunContext, NodeRunResult, UsedTool } from '../../runtime/node-executor.ts';
import { buildToolSet } from '../../tools/tool-builders.ts';
import { errorMessage, objectOf, rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import { toolAgentflow } from './definition.ts';

/** The JSON schema of an argument among the tools' schemas (an MCP node's chosen actions share the arguments). */
function argumentSchema(tools: readonly DynamicStructuredTool[], name: string): unknown {
  for (const tool of tools) {
    const schema: unknown = tool.schema;
    const properties = isRecord(schema) ? schema.properties : undefined;
    if (isRecord(properties) && properties[name] !== undefined) return properties[name];
  }
  return undefined;
}

/** An argument's value in the type the tools' schema declares (the node's mapped values are text). */
function typedArgument(tools: readonly DynamicStructuredTool[], name: string, value: unknown): unknown {
  const property = argumentSchema(tools, name);
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

async function invoke(
  tool: DynamicStructuredTool,
  args: Readonly<Record<string, unknown>>,
  signal: AbortSignal,
): Promise<UsedTool> {
  try {
    const content = textOf(await tool.invoke(args, { signal }));
    return { tool: tool.name, toolInput: args, toolOutput: content };
  } catch (error) {
    throw new Error(`Tool "${tool.name}" failed: ${errorMessage(error)}`);
  }
}

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(toolAgentflow, context.inputs);
  const component = textOf(inputs.toolAgentflowSelectedTool).trim();
  if (component === '') throw new Error('Tool: no tool is selected.');
  const toolSet = await buildToolSet(
    component,
    objectOf(context.inputs.toolAgentflowSelectedToolConfig),
    context,
  );
  let usedTools: UsedTool[];
  const args: Record<string, unknown> = {};
  try {
    const tools = toolSet.tools;
    if (tools.length === 0) {
      throw new Error(`Tool: "${component}" gives no tool to run; choose one of its Available Actions.`);
    }
    for (const row of rowsOf(inputs.toolInputArgs)) {
      const name = textOf(row.inputArgName).trim();
      if (name !== '') args[name] = typedArgument(tools, name, row.inputArgValue);
    }
    // Several tools (an MCP node's chosen actions) each run with the arguments, as Flowise 3.x does.
    usedTools = [];
    for (const tool of tools) usedTools.push(await invoke(tool, args, context.signal));
  } finally {
    await toolSet.close();
  }
  context.emit({ type: 'usedTools', tools: usedTools });
  const output = { content: usedTools.map((used) => textOf(used.toolOutput)).join('\n') };
  return {
    input: { toolInputArgs: args, selectedTool: component },
    output,
    state: stateUpdates(inputs.toolUpdateState, output),
    usedTools,
  };
}

/** Tool: runs one tool component with the mapped arguments (an MCP node: each of its chosen actions). */
export const toolExecutor: NodeExecutor<NodeName> = { name: 'toolAgentflow', execute };
