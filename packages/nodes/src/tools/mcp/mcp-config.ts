/** An MCP server the chatflow may reach: over HTTP only (stdio servers are refused). */
export interface McpHttpConfig {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** `sse` for the older HTTP+SSE transport; streamable HTTP otherwise. */
  readonly transport: 'streamable' | 'sse';
}

function record(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The MCP Server Config (JSON text or object) checked, or a clear error. */
export function mcpConfigOf(value: unknown): McpHttpConfig {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') throw new Error('Custom MCP: the MCP Server Config is empty');
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error('Custom MCP: the MCP Server Config is not valid JSON');
    }
  }
  if (!record(parsed)) throw new Error('Custom MCP: the MCP Server Config must be a JSON object');
  if ('command' in parsed)
    throw new Error(
      'Custom MCP: stdio servers ("command") are disabled on this server; give an MCP server "url"',
    );
  const url = parsed.url;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url))
    throw new Error('Custom MCP: the MCP Server Config needs an http(s) "url"');
  const headers: Record<string, string> = {};
  if (record(parsed.headers))
    for (const [key, header] of Object.entries(parsed.headers)) headers[key] = String(header);
  return { url, headers, transport: parsed.transport === 'sse' ? 'sse' : 'streamable' };
}
