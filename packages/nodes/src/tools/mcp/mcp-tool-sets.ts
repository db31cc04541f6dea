import type { NodeName } from '../../node-registry.ts';
import type { NodeRunContext } from '../../runtime/node-executor.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';
import type { ToolSet, ToolSetBuilder } from '../tool-builder.ts';
import { openMcpClient, type McpPorts } from './mcp-client.ts';
import type { McpServerConfig } from './mcp-config.ts';
import { MCP_SERVER_SOURCES, MCP_TOOL_NODE_NAMES, type McpServerSource } from './mcp-server-sources.ts';
import { chosenLangChainTools, chosenMcpActions, listingFailure, toolsOfClient } from './mcp-toolkit.ts';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One connection to the server for a node's run: lists the tools, wraps the chosen actions, and every call goes
 * through it until `close` (a stdio server's process ends there).
 */
async function openMcpToolSet(
  config: McpServerConfig,
  ports: McpPorts,
  actions: readonly string[],
  signal: AbortSignal,
): Promise<ToolSet> {
  if (actions.length === 0) return { tools: [], close: () => Promise.resolve() };
  let client: Awaited<ReturnType<typeof openMcpClient>>;
  try {
    client = await openMcpClient(config, ports);
  } catch (error) {
    throw listingFailure(config, error);
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await client.close();
  };
  try {
    const tools = await toolsOfClient(client);
    return {
      tools: chosenLangChainTools(tools, actions, (name, args) =>
        client.callTool({ name, arguments: { ...args } }, undefined, { signal }),
      ),
      close,
    };
  } catch (error) {
    await close();
    throw listingFailure(config, error);
  }
}

/** An agentflow tool builder for an MCP node (its config is the node's inputs), errors naming the node. */
function mcpToolSetBuilder(name: NodeName, label: string, source: McpServerSource) {
  const builder: ToolSetBuilder<NodeName> = {
    name,
    async build(config: Readonly<Record<string, unknown>>, context: NodeRunContext): Promise<ToolSet> {
      const ports: McpPorts = { fetch: fetchFor(context.services, 'mcp'), stdio: context.services.mcpStdio };
      try {
        return await openMcpToolSet(
          source(config),
          ports,
          chosenMcpActions(config.mcpActions),
          context.signal,
        );
      } catch (error) {
        throw new Error(`${label}: ${reasonOf(error)}`);
      }
    },
  };
  return builder;
}

/** Custom MCP, Supergateway MCP and Teradata MCP as agentflow tools (Agent rows, the Tool node). */
export const MCP_TOOL_SET_BUILDERS: readonly ToolSetBuilder<NodeName>[] = MCP_TOOL_NODE_NAMES.map((name) =>
  mcpToolSetBuilder(name, MCP_SERVER_SOURCES[name].label, MCP_SERVER_SOURCES[name].source),
);
