import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import type { McpHttpConfig, McpServerConfig } from './mcp-config.ts';
import { stdioLaunch, type McpStdioPolicy } from './mcp-stdio-policy.ts';

// The MCP SDK (its client, transports and message schemas) is loaded with the first connection, not with the runtime.

/** What reaching an MCP server needs: the SSRF-guarded fetch (HTTP) and the server's stdio policy. */
export interface McpPorts {
  readonly fetch: GuardedFetch;
  readonly stdio?: McpStdioPolicy | undefined;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function newClient(): Promise<Client> {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  return new Client({ name: 'loomflow', version: '1.0.0' });
}

async function connectHttp(config: McpHttpConfig, fetch: GuardedFetch): Promise<Client> {
  const [sseModule, { StreamableHTTPClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/sse.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  const url = new URL(config.url);
  const options = {
    fetch: (target: string | URL, init?: RequestInit) => fetch(String(target), init),
    requestInit: { headers: { ...config.headers } },
  };
  const sse = () =>
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- older MCP servers only speak HTTP+SSE
    new sseModule.SSEClientTransport(url, options);
  const client = await newClient();
  if (config.transport === 'sse') {
    await client.connect(sse());
    return client;
  }
  try {
    await client.connect(new StreamableHTTPClientTransport(url, options));
    return client;
  } catch (error) {
    if (config.transport === 'streamable') throw error;
    // `auto`: servers that only speak the older HTTP+SSE refuse the streamable handshake.
    const fallback = await newClient();
    await fallback.connect(sse());
    return fallback;
  }
}

async function connectStdio(
  config: McpServerConfig & { kind: 'stdio' },
  policy: McpStdioPolicy | undefined,
): Promise<Client> {
  const launch = stdioLaunch(config, policy);
  const { McpStdioTransport } = await import('./mcp-stdio-transport.ts');
  const transport = new McpStdioTransport(launch);
  const client = await newClient();
  try {
    await client.connect(transport);
  } catch (error) {
    await transport.close();
    const stderr = transport.stderr;
    throw new Error(`${reasonOf(error)}${stderr === '' ? '' : ` (the server wrote: ${stderr})`}`);
  }
  return client;
}

/** An open connection to the server (close it when done: a stdio server's process ends with it). */
export function openMcpClient(config: McpServerConfig, ports: McpPorts): Promise<Client> {
  return config.kind === 'http' ? connectHttp(config, ports.fetch) : connectStdio(config, ports.stdio);
}

/** Connects to the server, runs `work`, and closes the connection (a stdio server's process ends with it). */
export async function withMcpClient<T>(
  config: McpServerConfig,
  ports: McpPorts,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = await openMcpClient(config, ports);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}
