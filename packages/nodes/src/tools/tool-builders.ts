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
import type { ToolBuilder } from './tool-builder.ts';

/** Every tool component that runs (explicit list), by component name. */
const BUILDERS: ReadonlyMap<string, ToolBuilder> = new Map(
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

export function runnableToolNames(): string[] {
  return [...BUILDERS.keys()];
}

/** The LangChain tool of a tool component and its config; a clear error for components that cannot run yet. */
export async function buildTool(
  componentName: string,
  config: Readonly<Record<string, unknown>>,
  context: NodeRunContext,
): Promise<DynamicStructuredTool> {
  const builder = BUILDERS.get(componentName);
  if (!builder) {
    throw new Error(
      `The tool "${componentName}" cannot run here yet. Tools that run: ${runnableToolNames().join(', ')}.`,
    );
  }
  return builder.build(config, context);
}
