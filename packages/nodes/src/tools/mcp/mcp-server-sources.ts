import { nodeNamesOf } from '../../node-names.ts';
import type { NodeName } from '../../node-registry.ts';
import { mcpConfigOf, mcpHttpConfig, type McpServerConfig } from './mcp-config.ts';
import { supergatewayConfig } from './supergateway-args.ts';

/** How an MCP node names its server, from its inputs. */
export type McpServerSource = (inputs: Readonly<Record<string, unknown>>) => McpServerConfig;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Teradata MCP: its URL, with a bearer token or else user name and password (Basic). */
function teradataConfig(inputs: Readonly<Record<string, unknown>>): McpServerConfig {
  const token = text(inputs.bearerToken);
  const username = text(inputs.username);
  const password = text(inputs.password);
  let authorization: string;
  if (token !== '') authorization = `Bearer ${token}`;
  else if (username !== '' && password !== '')
    authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  else throw new Error('give a Bearer Token, or a Username and Password');
  return mcpHttpConfig(inputs.mcpUrl, { Authorization: authorization }, 'auto');
}

/** An MCP tool node's label and where it finds its server. */
export interface McpServerEntry {
  readonly label: string;
  readonly source: McpServerSource;
}

/** The MCP tool nodes and where each finds its server. */
export const MCP_SERVER_SOURCES = {
  customMCP: { label: 'Custom MCP', source: (inputs) => mcpConfigOf(inputs.mcpServerConfig) },
  supergatewayMCP: { label: 'Supergateway MCP', source: (inputs) => supergatewayConfig(inputs.arguments) },
  teradataMCP: { label: 'Teradata MCP', source: teradataConfig },
} satisfies Readonly<Partial<Record<NodeName, McpServerEntry>>>;

/** The MCP tool node names, typed. */
export const MCP_TOOL_NODE_NAMES = nodeNamesOf(MCP_SERVER_SOURCES);

/** The same entries looked up by any text (a saved node may name anything). */
export const MCP_SERVER_SOURCES_BY_ANY_NAME: Readonly<Record<string, McpServerEntry | undefined>> =
  MCP_SERVER_SOURCES;
