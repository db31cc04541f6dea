import { DynamicStructuredTool } from '@langchain/core/tools';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { NodeOption } from '@loomflow/core';
import { describeMcpServer, type McpServerConfig } from './mcp-config.ts';
import { withMcpClient, type McpPorts } from './mcp-client.ts';

/** One tool an MCP server offers. */
export interface McpToolInfo {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The tools a connected server offers. */
export async function toolsOfClient(client: Client): Promise<McpToolInfo[]> {
  const listed = await client.listTools();
  return listed.tools.map((tool) => ({
    name: tool.name,
    description: tool.description ?? tool.name,
    inputSchema: { ...tool.inputSchema },
  }));
}

/** Why the server's tools could not be listed, naming the server. */
export function listingFailure(config: McpServerConfig, error: unknown): Error {
  return new Error(`could not list the tools of ${describeMcpServer(config)}: ${reasonOf(error)}`);
}

/** The server's tools, or an error naming the server and why it could not be asked. */
export async function listMcpTools(config: McpServerConfig, ports: McpPorts): Promise<McpToolInfo[]> {
  try {
    return await withMcpClient(config, ports, toolsOfClient);
  } catch (error) {
    throw listingFailure(config, error);
  }
}

/** "Available Actions" options (Flowise's shape: the tool name upper-cased as label), sorted by name. */
export function mcpActionOptions(tools: readonly McpToolInfo[]): NodeOption[] {
  return [...tools]
    .sort((left, right) => left.name.localeCompare(right.name))
    .map((tool) => ({ label: tool.name.toUpperCase(), name: tool.name, description: tool.description }));
}

/** The chosen action names of an `mcpActions` input: a JSON list (as the canvas saves it) or a list. */
export function chosenMcpActions(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      list = value.split(',');
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) =>
    typeof entry === 'string' && entry.trim() !== '' ? [entry.trim()] : [],
  );
}

/** The text of a tool result's content parts (other parts as JSON). */
function resultText(content: unknown): string {
  if (!Array.isArray(content)) return JSON.stringify(content ?? '');
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'type' in part && part.type === 'text' && 'text' in part
        ? String(part.text)
        : JSON.stringify(part),
    )
    .join('\n');
}

/** A name model providers accept (letters, digits, `_`, `-`; at most 64), keeping the tool's own spelling. */
function modelToolName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return cleaned === '' ? 'mcp_tool' : cleaned;
}

/** Calls one tool of the server by its name, over a connection of the caller's choosing. */
export type McpToolCaller = (
  name: string,
  args: Readonly<Record<string, unknown>>,
) => ReturnType<Client['callTool']>;

/** The tools among `tools` picked in "Available Actions", as LangChain tools calling through `call`. */
export function chosenLangChainTools(
  tools: readonly McpToolInfo[],
  actions: readonly string[],
  call: McpToolCaller,
): DynamicStructuredTool[] {
  const chosen = new Set(actions);
  return tools
    .filter((tool) => chosen.has(tool.name))
    .map(
      (tool) =>
        new DynamicStructuredTool({
          name: modelToolName(tool.name),
          description: tool.description,
          schema: { ...tool.inputSchema },
          func: async (args: Readonly<Record<string, unknown>>) => {
            const result = await call(tool.name, args);
            const text = resultText(result.content);
            if (result.isError === true) throw new Error(text);
            return text;
          },
        }),
    );
}

/**
 * The chosen tools of the server as LangChain tools (Flowise 3.x: only the actions picked in "Available
 * Actions"; none picked gives none). Each call connects, calls and disconnects.
 */
export async function mcpLangChainTools(
  config: McpServerConfig,
  ports: McpPorts,
  actions: readonly string[],
  signal: AbortSignal,
): Promise<DynamicStructuredTool[]> {
  if (actions.length === 0) return [];
  const tools = await listMcpTools(config, ports);
  return chosenLangChainTools(tools, actions, (name, args) =>
    withMcpClient(config, ports, (client) =>
      client.callTool({ name, arguments: { ...args } }, undefined, { signal }),
    ),
  );
}
