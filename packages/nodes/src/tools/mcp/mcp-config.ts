import { isRecord } from '@loomflow/core';

/** An MCP server reached over HTTP: streamable HTTP, the older HTTP+SSE, or `auto` (streamable, then SSE). */
export interface McpHttpConfig {
  readonly kind: 'http';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly transport: 'auto' | 'streamable' | 'sse';
}

/** An MCP server the server starts as a child process speaking MCP over stdin/stdout. */
export interface McpStdioConfig {
  readonly kind: 'stdio';
  readonly command: string;
  readonly args: readonly string[];
  /** Exactly the variables the configuration gives (PATH is added when the process starts). */
  readonly env: Readonly<Record<string, string>>;
}

export type McpServerConfig = McpHttpConfig | McpStdioConfig;

function stringRecord(value: unknown): Record<string, string> {
  const strings: Record<string, string> = {};
  if (isRecord(value)) for (const [key, entry] of Object.entries(value)) strings[key] = String(entry);
  return strings;
}

function transportOf(value: unknown): McpHttpConfig['transport'] {
  if (value === 'sse') return 'sse';
  if (value === 'streamable' || value === 'http' || value === 'streamableHttp') return 'streamable';
  return 'auto';
}

/** An HTTP server's configuration, or a clear error naming what is wrong. */
export function mcpHttpConfig(
  url: unknown,
  headers: Readonly<Record<string, string>> = {},
  transport: McpHttpConfig['transport'] = 'auto',
): McpHttpConfig {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim()))
    throw new Error('the MCP server needs an http(s) "url"');
  return { kind: 'http', url: url.trim(), headers, transport };
}

function stdioConfig(parsed: Record<string, unknown>): McpStdioConfig {
  const command = parsed.command;
  if (typeof command !== 'string' || command.trim() === '')
    throw new Error('"command" must be the program to start (text)');
  const args = parsed.args ?? [];
  if (!Array.isArray(args) || !args.every((arg): arg is string => typeof arg === 'string'))
    throw new Error('"args" must be a list of texts');
  return { kind: 'stdio', command: command.trim(), args, env: stringRecord(parsed.env) };
}

/**
 * The MCP Server Config (JSON text or object) checked: `{"url", "headers"?, "transport"?}` for an HTTP server,
 * `{"command", "args"?, "env"?}` for a stdio server (whether it may start is the stdio policy's decision).
 */
export function mcpConfigOf(value: unknown): McpServerConfig {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') throw new Error('the MCP Server Config is empty');
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error('the MCP Server Config is not valid JSON');
    }
  }
  if (!isRecord(parsed)) throw new Error('the MCP Server Config must be a JSON object');
  if ('command' in parsed) return stdioConfig(parsed);
  if (parsed.url === undefined)
    throw new Error('the MCP Server Config needs an http(s) "url" (or a stdio "command")');
  return mcpHttpConfig(parsed.url, stringRecord(parsed.headers), transportOf(parsed.transport));
}

/** Where a server is, for messages: its URL or its command. */
export function describeMcpServer(config: McpServerConfig): string {
  return config.kind === 'http' ? config.url : `the command "${config.command}"`;
}
