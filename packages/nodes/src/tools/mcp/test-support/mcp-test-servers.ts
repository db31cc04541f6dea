import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** A streamable-HTTP MCP server with `add` and `echo` tools; `url` is its endpoint. */
export async function startHttpMcpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const http: Server = createServer((request, response) => {
    const server = new McpServer({ name: 'test-mcp', version: '1.0.0' });
    server.registerTool(
      'add',
      { description: 'Adds two numbers', inputSchema: { a: z.number(), b: z.number() } },
      ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
    );
    server.registerTool(
      'echo',
      { description: 'Says the text back', inputSchema: { text: z.string() } },
      ({ text }) => ({ content: [{ type: 'text', text }] }),
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('the MCP test server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/mcp`,
    close: () =>
      new Promise((resolve) => {
        http.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * Writes a stdio MCP server script (CommonJS, the SDK required by absolute path) with a `multiply` tool and an
 * `environment` tool answering the names of the variables the process was started with, and a `processId` tool
 * answering its process id (to see which process answered, and that it ends).
 */
export async function writeStdioMcpServer(): Promise<string> {
  const require = createRequire(import.meta.url);
  const sdk = require.resolve('@modelcontextprotocol/sdk/server/mcp.js');
  const stdio = require.resolve('@modelcontextprotocol/sdk/server/stdio.js');
  const zod = require.resolve('zod');
  const script = `
const { McpServer } = require(${JSON.stringify(sdk)});
const { StdioServerTransport } = require(${JSON.stringify(stdio)});
const { z } = require(${JSON.stringify(zod)});
const server = new McpServer({ name: 'stdio-test', version: '1.0.0' });
server.registerTool('multiply', { description: 'Multiplies two numbers', inputSchema: { a: z.number(), b: z.number() } },
  ({ a, b }) => ({ content: [{ type: 'text', text: String(a * b) }] }));
server.registerTool('environment', { description: 'Names of the environment variables', inputSchema: {} },
  () => ({ content: [{ type: 'text', text: Object.keys(process.env).sort().join(',') }] }));
server.registerTool('processId', { description: 'The id of the server process', inputSchema: {} },
  () => ({ content: [{ type: 'text', text: String(process.pid) }] }));
server.connect(new StdioServerTransport());
`;
  const folder = await mkdtemp(path.join(tmpdir(), 'loomflow-mcp-'));
  const file = path.join(folder, 'stdio-server.cjs');
  await writeFile(file, script);
  return file;
}
