import type { DynamicStructuredTool } from '@langchain/core/tools';
import type { NodeRunContext } from '../runtime/node-executor.ts';

/**
 * Builds a LangChain tool from a tool component's config (`agentSelectedToolConfig`,
 * `toolAgentflowSelectedToolConfig`) for the node that runs it. `Name`: the registry's `NodeName` for the builders
 * it keys (a name that is no node type does not compile).
 */
export interface ToolBuilder<Name extends string = string> {
  /** The tool component name (`customTool`, `requestsGet`, …). */
  readonly name: Name;
  build(config: Readonly<Record<string, unknown>>, context: NodeRunContext): Promise<DynamicStructuredTool>;
}

/** Tool names providers accept: letters, digits, `_` and `-`, at most 64. */
export function toolName(text: string, fallback: string): string {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, 64);
  return cleaned === '' ? fallback : cleaned;
}

/** The tools one tool component gives a node, and how to release what they hold once the node is done. */
export interface ToolSet {
  readonly tools: readonly DynamicStructuredTool[];
  /** Ends the connections the tools keep open (an MCP client); harmless when there are none. */
  close(): Promise<void>;
}

/** Builds every tool a component offers at once (an MCP node: one tool per chosen action, one connection). */
export interface ToolSetBuilder<Name extends string = string> {
  readonly name: Name;
  build(config: Readonly<Record<string, unknown>>, context: NodeRunContext): Promise<ToolSet>;
}
