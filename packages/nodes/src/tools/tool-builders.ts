import type { NodeName } from '../node-registry.ts';
import type { DynamicStructuredTool } from '@langchain/core/tools';
import type { NodeRunContext } from '../runtime/node-executor.ts';
import { calculatorBuilder } from './calculator/build-tool.ts';
import { agentAsToolBuilder, chatflowToolBuilder } from './chatflow-tool/build-tool.ts';
import { currentDateTimeBuilder } from './current-date-time/build-tool.ts';
import { customToolBuilder } from './custom-tool/build-tool.ts';
import {
  requestsDeleteBuilder,
  requestsGetBuilder,
  requestsPostBuilder,
  requestsPutBuilder,
} from './requests-tool.ts';
import { MCP_TOOL_SET_BUILDERS } from './mcp/mcp-tool-sets.ts';
import type { ToolBuilder, ToolSet, ToolSetBuilder } from './tool-builder.ts';

/** Every tool component that runs (explicit list), by component name. */
const BUILDERS: ReadonlyMap<NodeName, ToolBuilder<NodeName>> = new Map(
  [
    customToolBuilder,
    chatflowToolBuilder,
    agentAsToolBuilder,
    requestsGetBuilder,
    requestsPostBuilder,
    requestsPutBuilder,
    requestsDeleteBuilder,
    currentDateTimeBuilder,
    calculatorBuilder,
  ].map((builder) => [builder.name, builder]),
);

/** Tool components that give several tools at once (MCP nodes: one per chosen action). */
const SET_BUILDERS: ReadonlyMap<NodeName, ToolSetBuilder<NodeName>> = new Map(
  MCP_TOOL_SET_BUILDERS.map((builder) => [builder.name, builder]),
);

/** Both maps looked up by any text (a saved node may name any tool). */
const buildersByAnyName: ReadonlyMap<string, ToolBuilder> = BUILDERS;
const setBuildersByAnyName: ReadonlyMap<string, ToolSetBuilder> = SET_BUILDERS;

export function runnableToolNames(): string[] {
  return [...BUILDERS.keys(), ...SET_BUILDERS.keys()];
}

function cannotRun(componentName: string): Error {
  return new Error(
    `The tool "${componentName}" cannot run here yet. Tools that run: ${runnableToolNames().join(', ')}.`,
  );
}

/** The LangChain tool of a tool component and its config; a clear error for components that cannot run yet. */
export async function buildTool(
  componentName: string,
  config: Readonly<Record<string, unknown>>,
  context: NodeRunContext,
): Promise<DynamicStructuredTool> {
  const builder = buildersByAnyName.get(componentName);
  if (!builder) throw cannotRun(componentName);
  return builder.build(config, context);
}

/**
 * Every tool a tool component gives a node (one, or an MCP node's chosen actions); `close` it when the node is
 * done.
 */
export async function buildToolSet(
  componentName: string,
  config: Readonly<Record<string, unknown>>,
  context: NodeRunContext,
): Promise<ToolSet> {
  const setBuilder = setBuildersByAnyName.get(componentName);
  if (setBuilder) return setBuilder.build(config, context);
  const builder = buildersByAnyName.get(componentName);
  if (!builder) throw cannotRun(componentName);
  return { tools: [await builder.build(config, context)], close: () => Promise.resolve() };
}
