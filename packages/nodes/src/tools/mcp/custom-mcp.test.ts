import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toolAgentComponent } from '../../agents/runtime/tool-agent.component.ts';
import {
  fakeChatModel,
  initContext,
  runComponent,
  testServices,
} from '../../agents/test-support/chatflow-harness.ts';
import { customMcpComponent } from './custom-mcp.component.ts';

let fake: FakeOpenAI;
let http: Server;
let mcpUrl = '';
const fetched: string[] = [];
const services = testServices({
  fetch: (url, init) => {
    fetched.push(url);
    return fetch(url, init);
  },
});

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  http = createServer((request, response) => {
    const server = new McpServer({ name: 'test-mcp', version: '1.0.0' });
    server.registerTool(
      'add',
      { description: 'Adds two numbers', inputSchema: { a: z.number(), b: z.number() } },
      ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  mcpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => http.close(resolve));
});

describe('customMCP', () => {
  it("gives the server's tools to a Tool Agent, through the guarded fetch", async () => {
    const tools = await customMcpComponent.init(
      initContext({ mcpServerConfig: JSON.stringify({ url: mcpUrl }) }, { services }),
    );
    fake.script({ type: 'tool_calls', toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] }, 'It is 5.');
    const { answer } = await runComponent(
      toolAgentComponent,
      { model: await fakeChatModel(fake), tools: [tools] },
      { services },
    );
    expect(answer.text).toBe('It is 5.');
    expect(answer.usedTools).toEqual([{ tool: 'add', toolInput: { a: 2, b: 3 }, toolOutput: '5' }]);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((url) => url === mcpUrl)).toBe(true);
  });

  it('refuses stdio servers and configs without a URL', async () => {
    await expect(
      customMcpComponent.init(
        initContext({ mcpServerConfig: '{"command": "npx", "args": ["x"]}' }, { services }),
      ),
    ).rejects.toThrow('stdio servers ("command") are disabled');
    await expect(
      customMcpComponent.init(initContext({ mcpServerConfig: '{}' }, { services })),
    ).rejects.toThrow('needs an http(s) "url"');
  });
});
