import type { NodeName } from '../../node-registry.ts';
import type { NodeOption } from '@loomflow/core';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';
import type { McpPorts } from './mcp-client.ts';
import { MCP_SERVER_SOURCES_BY_ANY_NAME, MCP_TOOL_NODE_NAMES } from './mcp-server-sources.ts';
import { chosenMcpActions, listMcpTools, mcpActionOptions, mcpLangChainTools } from './mcp-toolkit.ts';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function sourceOf(nodeName: string) {
  const entry = MCP_SERVER_SOURCES_BY_ANY_NAME[nodeName];
  if (!entry) throw new Error(`${nodeName} is not an MCP tool node`);
  return entry;
}

/** An MCP tool node: the chosen actions of its server as LangChain tools (a list for an agent's Tools). */
function mcpToolComponent(name: NodeName): ChatflowComponent<NodeName> {
  const { label, source } = sourceOf(name);
  return {
    name,
    async init(context) {
      const ports: McpPorts = { fetch: fetchFor(context.services, 'mcp'), stdio: context.services.mcpStdio };
      try {
        const config = source(context.inputs);
        return await mcpLangChainTools(
          config,
          ports,
          chosenMcpActions(context.inputs.mcpActions),
          context.signal,
        );
      } catch (error) {
        throw new Error(`${label}: ${reasonOf(error)}`);
      }
    },
  };
}

export const MCP_TOOL_COMPONENTS: readonly ChatflowComponent<NodeName>[] =
  MCP_TOOL_NODE_NAMES.map(mcpToolComponent);

/** True for the nodes whose `listActions` lists an MCP server's tools. */
export function isMcpToolNode(nodeName: string): boolean {
  return Object.hasOwn(MCP_SERVER_SOURCES_BY_ANY_NAME, nodeName);
}

/** `listActions` of an MCP tool node: its server's tools as "Available Actions" options. */
export async function listMcpActions(
  nodeName: string,
  inputs: Readonly<Record<string, unknown>>,
  ports: McpPorts,
): Promise<NodeOption[]> {
  const { label, source } = sourceOf(nodeName);
  try {
    return mcpActionOptions(await listMcpTools(source(inputs), ports));
  } catch (error) {
    throw new Error(`${label}: ${reasonOf(error)}`);
  }
}
