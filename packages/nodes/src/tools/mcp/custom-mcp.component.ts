import { DynamicStructuredTool } from '@langchain/core/tools';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import type { GuardedFetch } from '../../runtime/node-executor.ts';
import { toolName } from '../tool-builder.ts';
import { mcpConfigOf, type McpHttpConfig } from './mcp-config.ts';

/** Connects to the server (through the SSRF-guarded fetch), runs `work`, and closes the connection. */
async function withClient<T>(
  config: McpHttpConfig,
  fetch: GuardedFetch,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const url = new URL(config.url);
  const options = {
    fetch: (target: string | URL, init?: RequestInit) => fetch(String(target), init),
    requestInit: { headers: { ...config.headers } },
  };
  const transport =
    config.transport === 'sse'
      ? // eslint-disable-next-line @typescript-eslint/no-deprecated -- older MCP servers only speak HTTP+SSE
        new SSEClientTransport(url, options)
      : new StreamableHTTPClientTransport(url, options);
  const client = new Client({ name: 'loomflow', version: '1.0.0' });
  await client.connect(transport);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
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

/** Custom MCP: every tool of the configured MCP server, as LangChain tools (a list for the agent's Tools). */
export const customMcpComponent: ChatflowComponent = {
  name: 'customMCP',
  async init(context) {
    const config = mcpConfigOf(context.inputs.mcpServerConfig);
    const fetch = context.services.fetch;
    const listed = await withClient(config, fetch, (client) => client.listTools()).catch((error: unknown) => {
      throw new Error(
        `Custom MCP: could not list the tools of ${config.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    return listed.tools.map(
      (tool) =>
        new DynamicStructuredTool({
          name: toolName(tool.name, 'mcp_tool'),
          description: tool.description ?? tool.name,
          schema: { ...tool.inputSchema },
          func: async (args: Readonly<Record<string, unknown>>) => {
            const result = await withClient(config, fetch, (client) =>
              client.callTool({ name: tool.name, arguments: { ...args } }, undefined, {
                signal: context.signal,
              }),
            );
            const text = resultText(result.content);
            if (result.isError === true) throw new Error(text);
            return text;
          },
        }),
    );
  },
};
