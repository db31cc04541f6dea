import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodeDefinition, NodeOption } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A stdio MCP server in plain Node (JSON-RPC lines): answers initialize and lists two tools. */
const TINY_STDIO_SERVER = `
const lines = require('node:readline').createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  const result =
    message.method === 'initialize'
      ? { protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'tiny', version: '1.0.0' } }
      : message.method === 'tools/list'
        ? { tools: [
            { name: 'weather', description: 'Tells the weather', inputSchema: { type: 'object', properties: {} } },
            { name: 'lookup', description: 'Looks things up', inputSchema: { type: 'object', properties: {} } },
          ] }
        : {};
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }) + '\\n');
});
`;

/** An MCP server over the older HTTP+SSE transport (GET /sse, answers posted to /messages come on the stream). */
async function startSseMcpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const streams = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/sse') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write('event: endpoint\ndata: /messages\n\n');
      streams.add(response);
      response.on('close', () => streams.delete(response));
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      response.writeHead(202).end();
      const message = JSON.parse(text) as {
        id?: number;
        method: string;
        params?: { protocolVersion?: string };
      };
      if (message.id === undefined) return;
      const result =
        message.method === 'initialize'
          ? {
              protocolVersion: message.params?.protocolVersion,
              capabilities: { tools: {} },
              serverInfo: { name: 'sse', version: '1.0.0' },
            }
          : {
              tools: [
                { name: 'forecast', description: 'Tells the forecast', inputSchema: { type: 'object' } },
              ],
            };
      const data = JSON.stringify({ jsonrpc: '2.0', id: message.id, result });
      for (const stream of streams) stream.write(`event: message\ndata: ${data}\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/sse`,
    close: () =>
      new Promise((resolve) => {
        for (const stream of streams) stream.end();
        server.close(() => {
          resolve();
        });
      }),
  };
}

describe('MCP tool nodes: Available Actions (listActions)', () => {
  let allowing: TestServer;
  let refusing: TestServer;
  let owner: HttpSession;
  let stranger: HttpSession;
  let script = '';
  let sse: Awaited<ReturnType<typeof startSseMcpServer>>;

  beforeAll(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'loomflow-mcp-'));
    script = path.join(folder, 'tiny-mcp.cjs');
    await writeFile(script, TINY_STDIO_SERVER);
    sse = await startSseMcpServer();
    allowing = await startTestServer({
      database: 'sqlite',
      env: { CUSTOM_MCP_ALLOWED_COMMANDS: `npx, ${process.execPath}`, HTTP_ALLOW_LIST: '127.0.0.1' },
    });
    refusing = await startTestServer({ database: 'sqlite' });
    owner = allowing.session();
    stranger = refusing.session();
    await registerAndLogin(owner);
    await registerAndLogin(stranger);
  });
  afterAll(async () => {
    await allowing.close();
    await refusing.close();
    await sse.close();
  });

  const listActions = (session: HttpSession, node: string, inputs: Record<string, unknown>) =>
    session.post<NodeOption[] | { message: string }>(`/api/v1/node-load-method/${node}`, {
      loadMethod: 'listActions',
      inputs,
    });
  const stdioConfig = () => JSON.stringify({ command: process.execPath, args: [script] });

  it('declares the picker on every MCP tool node', async () => {
    for (const name of ['customMCP', 'supergatewayMCP', 'teradataMCP']) {
      const node = await owner.get<NodeDefinition>(`/api/v1/nodes/${name}`);
      expect(node.status).toBe(200);
      expect(node.body.loadMethods).toEqual(['listActions']);
      expect(node.body.inputs.find((input) => input.name === 'mcpActions')).toMatchObject({
        type: 'asyncMultiOptions',
        loadMethod: 'listActions',
        refresh: true,
      });
    }
  });

  it("lists an allowed stdio server's tools, sorted, Flowise's shape", async () => {
    const response = await listActions(owner, 'customMCP', { mcpServerConfig: stdioConfig() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { label: 'LOOKUP', name: 'lookup', description: 'Looks things up' },
      { label: 'WEATHER', name: 'weather', description: 'Tells the weather' },
    ]);
  });

  it('lists an HTTP+SSE server through the guarded fetch (Supergateway --sse, Custom MCP "transport": "sse")', async () => {
    const supergateway = await listActions(owner, 'supergatewayMCP', { arguments: `--sse "${sse.url}"` });
    expect(supergateway.status).toBe(200);
    expect(supergateway.body).toEqual([
      { label: 'FORECAST', name: 'forecast', description: 'Tells the forecast' },
    ]);
    const custom = await listActions(owner, 'customMCP', {
      mcpServerConfig: JSON.stringify({ url: sse.url, transport: 'sse' }),
    });
    expect(custom.body).toEqual(supergateway.body);
  });

  it("reads {{$vars.x}} of the node's inputs from the workspace's variables, as a run does", async () => {
    const created = await owner.post('/api/v1/variables', {
      name: 'mcpScript',
      value: script,
      type: 'static',
    });
    expect(created.status).toBe(201);
    const response = await listActions(owner, 'customMCP', {
      mcpServerConfig: JSON.stringify({ command: process.execPath, args: ['{{$vars.mcpScript}}'] }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
  });

  it('answers 400 naming the setting when the server does not allow stdio', async () => {
    const response = await listActions(stranger, 'customMCP', { mcpServerConfig: stdioConfig() });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: expect.stringContaining('CUSTOM_MCP_ALLOWED_COMMANDS') as unknown,
    });
  });

  it('answers 400 with the reason for a bad config or a private address', async () => {
    const empty = await listActions(owner, 'customMCP', { mcpServerConfig: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Custom MCP: the MCP Server Config is empty' });
    const local = await listActions(owner, 'teradataMCP', {
      mcpUrl: 'http://127.0.0.1:9/mcp',
      bearerToken: 't',
    });
    expect(local.status).toBe(400);
    expect(local.body).toMatchObject({
      message: expect.stringContaining(
        'Teradata MCP: could not list the tools of http://127.0.0.1:9/mcp',
      ) as unknown,
    });
  });
});
